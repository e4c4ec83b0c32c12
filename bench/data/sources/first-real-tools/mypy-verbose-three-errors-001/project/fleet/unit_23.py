"""Generated fleet unit 23."""
from dataclasses import dataclass
from fleet.unit_22 import scale_22


@dataclass(frozen=True)
class Sample23:
    vehicle: str
    value: float


def scale_23(value: float) -> float:
    return scale_22(value) + value * 24


def batch_23(samples: list[Sample23]) -> dict[str, float]:
    return {s.vehicle: scale_23(s.value) for s in samples}
