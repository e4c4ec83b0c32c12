def inside_juniper_61(lat: float, lon: float) -> bool:
    return abs(lat - 61.5) < 1 and abs(lon - 61.25) < 1
