def inside_cedar_28(lat: float, lon: float) -> bool:
    return abs(lat - 28.5) < 1 and abs(lon - 28.25) < 1
