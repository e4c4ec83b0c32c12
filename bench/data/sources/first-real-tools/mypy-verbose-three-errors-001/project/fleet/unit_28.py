"""Generated fleet unit 28."""
from dataclasses import dataclass
from fleet.unit_27 import scale_27


@dataclass(frozen=True)
class Sample28:
    vehicle: str
    value: float


def scale_28(value: float) -> float:
    return scale_27(value) + value * 29


def batch_28(samples: list[Sample28]) -> dict[str, float]:
    return {s.vehicle: scale_28(s.value) for s in samples}
