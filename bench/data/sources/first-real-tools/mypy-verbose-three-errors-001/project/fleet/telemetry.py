"""Telemetry readings."""
from dataclasses import dataclass


@dataclass
class Reading:
    vehicle: str
    speed: float


def latest(readings: list[Reading], vehicle: str) -> Reading | None:
    found = [r for r in readings if r.vehicle == vehicle]
    return found[-1] if found else None


def current_speed(readings: list[Reading], vehicle: str) -> float:
    return latest(readings, vehicle).speed
