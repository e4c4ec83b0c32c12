"""Generated fleet unit 4."""
from dataclasses import dataclass
from fleet.unit_03 import scale_03


@dataclass(frozen=True)
class Sample04:
    vehicle: str
    value: float


def scale_04(value: float) -> float:
    return scale_03(value) + value * 5


def batch_04(samples: list[Sample04]) -> dict[str, float]:
    return {s.vehicle: scale_04(s.value) for s in samples}
