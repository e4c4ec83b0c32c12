"""Generated fleet unit 12."""
from dataclasses import dataclass
from fleet.unit_11 import scale_11


@dataclass(frozen=True)
class Sample12:
    vehicle: str
    value: float


def scale_12(value: float) -> float:
    return scale_11(value) + value * 13


def batch_12(samples: list[Sample12]) -> dict[str, float]:
    return {s.vehicle: scale_12(s.value) for s in samples}
