"""Generated fleet unit 34."""
from dataclasses import dataclass
from fleet.unit_33 import scale_33


@dataclass(frozen=True)
class Sample34:
    vehicle: str
    value: float


def scale_34(value: float) -> float:
    return scale_33(value) + value * 35


def batch_34(samples: list[Sample34]) -> dict[str, float]:
    return {s.vehicle: scale_34(s.value) for s in samples}
