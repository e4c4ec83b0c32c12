"""Generated fleet unit 32."""
from dataclasses import dataclass
from fleet.unit_31 import scale_31


@dataclass(frozen=True)
class Sample32:
    vehicle: str
    value: float


def scale_32(value: float) -> float:
    return scale_31(value) + value * 33


def batch_32(samples: list[Sample32]) -> dict[str, float]:
    return {s.vehicle: scale_32(s.value) for s in samples}
