"""Generated fleet unit 2."""
from dataclasses import dataclass
from fleet.unit_01 import scale_01


@dataclass(frozen=True)
class Sample02:
    vehicle: str
    value: float


def scale_02(value: float) -> float:
    return scale_01(value) + value * 3


def batch_02(samples: list[Sample02]) -> dict[str, float]:
    return {s.vehicle: scale_02(s.value) for s in samples}
