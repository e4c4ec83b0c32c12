"""Generated fleet unit 16."""
from dataclasses import dataclass
from fleet.unit_15 import scale_15


@dataclass(frozen=True)
class Sample16:
    vehicle: str
    value: float


def scale_16(value: float) -> float:
    return scale_15(value) + value * 17


def batch_16(samples: list[Sample16]) -> dict[str, float]:
    return {s.vehicle: scale_16(s.value) for s in samples}
