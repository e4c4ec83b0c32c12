"""Generated fleet unit 29."""
from dataclasses import dataclass
from fleet.unit_28 import scale_28


@dataclass(frozen=True)
class Sample29:
    vehicle: str
    value: float


def scale_29(value: float) -> float:
    return scale_28(value) + value * 30


def batch_29(samples: list[Sample29]) -> dict[str, float]:
    return {s.vehicle: scale_29(s.value) for s in samples}
