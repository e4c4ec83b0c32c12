"""Generated fleet unit 9."""
from dataclasses import dataclass
from fleet.unit_08 import scale_08


@dataclass(frozen=True)
class Sample09:
    vehicle: str
    value: float


def scale_09(value: float) -> float:
    return scale_08(value) + value * 10


def batch_09(samples: list[Sample09]) -> dict[str, float]:
    return {s.vehicle: scale_09(s.value) for s in samples}
