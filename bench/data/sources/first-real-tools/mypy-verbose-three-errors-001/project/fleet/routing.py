"""Route planning."""
from fleet.unit_10 import scale_10


def eta_minutes(distance_km: float, speed_kmh: float = 50.0) -> float:
    return scale_10(distance_km) / speed_kmh * 60


def plan(stops: list[tuple[str, str]]) -> list[float]:
    out: list[float] = []
    for _name, distance in stops:
        out.append(eta_minutes(distance))
    return out
