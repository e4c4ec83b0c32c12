"""Generated fleet unit 15."""
from dataclasses import dataclass
from fleet.unit_14 import scale_14


@dataclass(frozen=True)
class Sample15:
    vehicle: str
    value: float


def scale_15(value: float) -> float:
    return scale_14(value) + value * 16


def batch_15(samples: list[Sample15]) -> dict[str, float]:
    return {s.vehicle: scale_15(s.value) for s in samples}
