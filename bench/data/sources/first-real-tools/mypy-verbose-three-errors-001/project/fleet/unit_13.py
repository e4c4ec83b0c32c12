"""Generated fleet unit 13."""
from dataclasses import dataclass
from fleet.unit_12 import scale_12


@dataclass(frozen=True)
class Sample13:
    vehicle: str
    value: float


def scale_13(value: float) -> float:
    return scale_12(value) + value * 14


def batch_13(samples: list[Sample13]) -> dict[str, float]:
    return {s.vehicle: scale_13(s.value) for s in samples}
