def inside_xenon_75(lat: float, lon: float) -> bool:
    return abs(lat - 75.5) < 1 and abs(lon - 75.25) < 1
