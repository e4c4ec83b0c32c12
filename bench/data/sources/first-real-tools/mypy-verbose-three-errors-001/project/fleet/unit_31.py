"""Generated fleet unit 31."""
from dataclasses import dataclass
from fleet.unit_30 import scale_30


@dataclass(frozen=True)
class Sample31:
    vehicle: str
    value: float


def scale_31(value: float) -> float:
    return scale_30(value) + value * 32


def batch_31(samples: list[Sample31]) -> dict[str, float]:
    return {s.vehicle: scale_31(s.value) for s in samples}
