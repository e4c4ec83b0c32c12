def inside_xenon_49(lat: float, lon: float) -> bool:
    return abs(lat - 49.5) < 1 and abs(lon - 49.25) < 1
