"""Generated fleet unit 3."""
from dataclasses import dataclass
from fleet.unit_02 import scale_02


@dataclass(frozen=True)
class Sample03:
    vehicle: str
    value: float


def scale_03(value: float) -> float:
    return scale_02(value) + value * 4


def batch_03(samples: list[Sample03]) -> dict[str, float]:
    return {s.vehicle: scale_03(s.value) for s in samples}
