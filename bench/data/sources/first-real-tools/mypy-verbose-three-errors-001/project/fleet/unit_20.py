"""Generated fleet unit 20."""
from dataclasses import dataclass
from fleet.unit_19 import scale_19


@dataclass(frozen=True)
class Sample20:
    vehicle: str
    value: float


def scale_20(value: float) -> float:
    return scale_19(value) + value * 21


def batch_20(samples: list[Sample20]) -> dict[str, float]:
    return {s.vehicle: scale_20(s.value) for s in samples}
