def inside_cedar_54(lat: float, lon: float) -> bool:
    return abs(lat - 54.5) < 1 and abs(lon - 54.25) < 1
