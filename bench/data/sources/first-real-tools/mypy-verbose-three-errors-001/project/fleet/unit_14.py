"""Generated fleet unit 14."""
from dataclasses import dataclass
from fleet.unit_13 import scale_13


@dataclass(frozen=True)
class Sample14:
    vehicle: str
    value: float


def scale_14(value: float) -> float:
    return scale_13(value) + value * 15


def batch_14(samples: list[Sample14]) -> dict[str, float]:
    return {s.vehicle: scale_14(s.value) for s in samples}
