"""Generated fleet unit 30."""
from dataclasses import dataclass
from fleet.unit_29 import scale_29


@dataclass(frozen=True)
class Sample30:
    vehicle: str
    value: float


def scale_30(value: float) -> float:
    return scale_29(value) + value * 31


def batch_30(samples: list[Sample30]) -> dict[str, float]:
    return {s.vehicle: scale_30(s.value) for s in samples}
