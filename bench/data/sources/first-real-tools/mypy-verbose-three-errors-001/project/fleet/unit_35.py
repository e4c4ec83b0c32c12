"""Generated fleet unit 35."""
from dataclasses import dataclass
from fleet.unit_34 import scale_34


@dataclass(frozen=True)
class Sample35:
    vehicle: str
    value: float


def scale_35(value: float) -> float:
    return scale_34(value) + value * 36


def batch_35(samples: list[Sample35]) -> dict[str, float]:
    return {s.vehicle: scale_35(s.value) for s in samples}
