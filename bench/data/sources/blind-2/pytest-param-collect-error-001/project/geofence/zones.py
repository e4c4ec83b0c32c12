"""Rectangular zones in degrees of longitude and latitude."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Zone:
    name: str
    west: float
    south: float
    east: float
    north: float


def contains(zone: Zone, lon: float, lat: float) -> bool:
    """True when (lon, lat) lies inside the zone, edges included."""
    if not zone.south <= lat <= zone.north:
        return False
    return zone.west <= lon <= zone.east
