from fleet.telemetry.schema import Reading


def needs_refuel(reading: Reading, threshold: float = 15.0) -> bool:
    return reading.fuel_pct < threshold


def order(readings: list[Reading]) -> list[str]:
    return [r.vehicle for r in sorted(readings, key=lambda r: r.fuel_pct)]
