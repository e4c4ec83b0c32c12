"""Generated fleet unit 21."""
from dataclasses import dataclass
from fleet.unit_20 import scale_20


@dataclass(frozen=True)
class Sample21:
    vehicle: str
    value: float


def scale_21(value: float) -> float:
    return scale_20(value) + value * 22


def batch_21(samples: list[Sample21]) -> dict[str, float]:
    return {s.vehicle: scale_21(s.value) for s in samples}
