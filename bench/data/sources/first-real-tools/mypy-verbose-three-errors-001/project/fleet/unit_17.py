"""Generated fleet unit 17."""
from dataclasses import dataclass
from fleet.unit_16 import scale_16


@dataclass(frozen=True)
class Sample17:
    vehicle: str
    value: float


def scale_17(value: float) -> float:
    return scale_16(value) + value * 18


def batch_17(samples: list[Sample17]) -> dict[str, float]:
    return {s.vehicle: scale_17(s.value) for s in samples}
