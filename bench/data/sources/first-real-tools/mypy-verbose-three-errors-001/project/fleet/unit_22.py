"""Generated fleet unit 22."""
from dataclasses import dataclass
from fleet.unit_21 import scale_21


@dataclass(frozen=True)
class Sample22:
    vehicle: str
    value: float


def scale_22(value: float) -> float:
    return scale_21(value) + value * 23


def batch_22(samples: list[Sample22]) -> dict[str, float]:
    return {s.vehicle: scale_22(s.value) for s in samples}
