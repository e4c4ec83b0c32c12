from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    vehicle: str
    odometer_km: int
    fuel_pct: float
