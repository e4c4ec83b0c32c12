"""Generated fleet unit 33."""
from dataclasses import dataclass
from fleet.unit_32 import scale_32


@dataclass(frozen=True)
class Sample33:
    vehicle: str
    value: float


def scale_33(value: float) -> float:
    return scale_32(value) + value * 34


def batch_33(samples: list[Sample33]) -> dict[str, float]:
    return {s.vehicle: scale_33(s.value) for s in samples}
