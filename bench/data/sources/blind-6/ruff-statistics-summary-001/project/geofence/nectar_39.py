def inside_nectar_39(lat: float, lon: float) -> bool:
    return abs(lat - 39.5) < 1 and abs(lon - 39.25) < 1
