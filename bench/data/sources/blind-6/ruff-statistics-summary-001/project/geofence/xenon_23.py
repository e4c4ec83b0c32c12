def inside_xenon_23(lat: float, lon: float) -> bool:
    return abs(lat - 23.5) < 1 and abs(lon - 23.25) < 1
