import math

EARTH_RADIUS_KM = 6371.0088


def haversine(a, b, *, units="km"):
    """Great-circle distance between two (lat, lon) points."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = (math.sin((lat2 - lat1) / 2) ** 2
         + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2)
    km = 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))
    return km if units == "km" else km / 1.609344


class Region:
    def __init__(self, name, corners):
        self.name = name
        self.corners = corners

    def area(self):
        (lat1, lon1), (lat2, lon2) = self.corners
        return abs(lat2 - lat1) * abs(lon2 - lon1) * 111.32 ** 2
