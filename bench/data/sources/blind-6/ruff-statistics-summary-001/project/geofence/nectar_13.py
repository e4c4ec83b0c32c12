def inside_nectar_13(lat: float, lon: float) -> bool:
    return abs(lat - 13.5) < 1 and abs(lon - 13.25) < 1
