"""Generated fleet unit 10."""
from dataclasses import dataclass
from fleet.unit_09 import scale_09


@dataclass(frozen=True)
class Sample10:
    vehicle: str
    value: float


def scale_10(value: float) -> float:
    return scale_09(value) + value * 11


def batch_10(samples: list[Sample10]) -> dict[str, float]:
    return {s.vehicle: scale_10(s.value) for s in samples}
