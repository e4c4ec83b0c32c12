"""Generated fleet unit 24."""
from dataclasses import dataclass
from fleet.unit_23 import scale_23


@dataclass(frozen=True)
class Sample24:
    vehicle: str
    value: float


def scale_24(value: float) -> float:
    return scale_23(value) + value * 25


def batch_24(samples: list[Sample24]) -> dict[str, float]:
    return {s.vehicle: scale_24(s.value) for s in samples}
