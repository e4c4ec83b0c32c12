"""Generated fleet unit 26."""
from dataclasses import dataclass
from fleet.unit_25 import scale_25


@dataclass(frozen=True)
class Sample26:
    vehicle: str
    value: float


def scale_26(value: float) -> float:
    return scale_25(value) + value * 27


def batch_26(samples: list[Sample26]) -> dict[str, float]:
    return {s.vehicle: scale_26(s.value) for s in samples}
