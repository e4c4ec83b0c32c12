def inside_cedar_02(lat: float, lon: float) -> bool:
    return abs(lat - 2.5) < 1 and abs(lon - 2.25) < 1
