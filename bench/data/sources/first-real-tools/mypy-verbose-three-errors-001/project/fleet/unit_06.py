"""Generated fleet unit 6."""
from dataclasses import dataclass
from fleet.unit_05 import scale_05


@dataclass(frozen=True)
class Sample06:
    vehicle: str
    value: float


def scale_06(value: float) -> float:
    return scale_05(value) + value * 7


def batch_06(samples: list[Sample06]) -> dict[str, float]:
    return {s.vehicle: scale_06(s.value) for s in samples}
