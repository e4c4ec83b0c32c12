"""Rough distances between sector centroids."""
import math

EARTH_KM = 6371.0


def haversine(a: tuple[float, float], b: tuple[float, float]) -> float:
    lat1, lon1 = map(math.radians, a)
    lat2, lon2 = map(math.radians, b)
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(
        (lon2 - lon1) / 2
    ) ** 2
    return 2 * EARTH_KM * math.asin(math.sqrt(h))


def within(a: tuple[float, float], b: tuple[float, float], km: float) -> bool:
    return haversine(a, b) <= km
