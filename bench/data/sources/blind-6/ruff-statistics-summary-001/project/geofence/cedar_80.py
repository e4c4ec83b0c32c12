def inside_cedar_80(lat: float, lon: float) -> bool:
    return abs(lat - 80.5) < 1 and abs(lon - 80.25) < 1
