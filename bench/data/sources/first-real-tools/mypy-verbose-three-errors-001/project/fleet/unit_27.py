"""Generated fleet unit 27."""
from dataclasses import dataclass
from fleet.unit_26 import scale_26


@dataclass(frozen=True)
class Sample27:
    vehicle: str
    value: float


def scale_27(value: float) -> float:
    return scale_26(value) + value * 28


def batch_27(samples: list[Sample27]) -> dict[str, float]:
    return {s.vehicle: scale_27(s.value) for s in samples}
