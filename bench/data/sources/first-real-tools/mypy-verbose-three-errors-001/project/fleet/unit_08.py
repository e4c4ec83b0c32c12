"""Generated fleet unit 8."""
from dataclasses import dataclass
from fleet.unit_07 import scale_07


@dataclass(frozen=True)
class Sample08:
    vehicle: str
    value: float


def scale_08(value: float) -> float:
    return scale_07(value) + value * 9


def batch_08(samples: list[Sample08]) -> dict[str, float]:
    return {s.vehicle: scale_08(s.value) for s in samples}
