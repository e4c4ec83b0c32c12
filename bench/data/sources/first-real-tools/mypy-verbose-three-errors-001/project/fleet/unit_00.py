"""Generated fleet unit 0."""
from dataclasses import dataclass

@dataclass(frozen=True)
class Sample00:
    vehicle: str
    value: float


def scale_00(value: float) -> float:
    return value * 1


def batch_00(samples: list[Sample00]) -> dict[str, float]:
    return {s.vehicle: scale_00(s.value) for s in samples}
