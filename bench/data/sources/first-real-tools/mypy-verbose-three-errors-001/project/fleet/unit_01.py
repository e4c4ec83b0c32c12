"""Generated fleet unit 1."""
from dataclasses import dataclass
from fleet.unit_00 import scale_00


@dataclass(frozen=True)
class Sample01:
    vehicle: str
    value: float


def scale_01(value: float) -> float:
    return scale_00(value) + value * 2


def batch_01(samples: list[Sample01]) -> dict[str, float]:
    return {s.vehicle: scale_01(s.value) for s in samples}
