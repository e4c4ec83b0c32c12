"""Generated fleet unit 25."""
from dataclasses import dataclass
from fleet.unit_24 import scale_24


@dataclass(frozen=True)
class Sample25:
    vehicle: str
    value: float


def scale_25(value: float) -> float:
    return scale_24(value) + value * 26


def batch_25(samples: list[Sample25]) -> dict[str, float]:
    return {s.vehicle: scale_25(s.value) for s in samples}
