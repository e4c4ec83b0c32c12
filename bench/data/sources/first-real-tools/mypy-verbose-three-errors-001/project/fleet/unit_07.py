"""Generated fleet unit 7."""
from dataclasses import dataclass
from fleet.unit_06 import scale_06


@dataclass(frozen=True)
class Sample07:
    vehicle: str
    value: float


def scale_07(value: float) -> float:
    return scale_06(value) + value * 8


def batch_07(samples: list[Sample07]) -> dict[str, float]:
    return {s.vehicle: scale_07(s.value) for s in samples}
