"""Generated fleet unit 5."""
from dataclasses import dataclass
from fleet.unit_04 import scale_04


@dataclass(frozen=True)
class Sample05:
    vehicle: str
    value: float


def scale_05(value: float) -> float:
    return scale_04(value) + value * 6


def batch_05(samples: list[Sample05]) -> dict[str, float]:
    return {s.vehicle: scale_05(s.value) for s in samples}
