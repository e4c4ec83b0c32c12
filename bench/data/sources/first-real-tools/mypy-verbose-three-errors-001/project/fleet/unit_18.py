"""Generated fleet unit 18."""
from dataclasses import dataclass
from fleet.unit_17 import scale_17


@dataclass(frozen=True)
class Sample18:
    vehicle: str
    value: float


def scale_18(value: float) -> float:
    return scale_17(value) + value * 19


def batch_18(samples: list[Sample18]) -> dict[str, float]:
    return {s.vehicle: scale_18(s.value) for s in samples}
