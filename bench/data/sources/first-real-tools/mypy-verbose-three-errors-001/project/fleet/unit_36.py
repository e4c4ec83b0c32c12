"""Generated fleet unit 36."""
from dataclasses import dataclass
from fleet.unit_35 import scale_35


@dataclass(frozen=True)
class Sample36:
    vehicle: str
    value: float


def scale_36(value: float) -> float:
    return scale_35(value) + value * 37


def batch_36(samples: list[Sample36]) -> dict[str, float]:
    return {s.vehicle: scale_36(s.value) for s in samples}
