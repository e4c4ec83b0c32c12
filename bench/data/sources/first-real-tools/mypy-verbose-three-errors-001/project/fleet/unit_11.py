"""Generated fleet unit 11."""
from dataclasses import dataclass
from fleet.unit_10 import scale_10


@dataclass(frozen=True)
class Sample11:
    vehicle: str
    value: float


def scale_11(value: float) -> float:
    return scale_10(value) + value * 12


def batch_11(samples: list[Sample11]) -> dict[str, float]:
    return {s.vehicle: scale_11(s.value) for s in samples}
