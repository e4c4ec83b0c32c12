"""Generated fleet unit 19."""
from dataclasses import dataclass
from fleet.unit_18 import scale_18


@dataclass(frozen=True)
class Sample19:
    vehicle: str
    value: float


def scale_19(value: float) -> float:
    return scale_18(value) + value * 20


def batch_19(samples: list[Sample19]) -> dict[str, float]:
    return {s.vehicle: scale_19(s.value) for s in samples}
