def inside_juniper_87(lat: float, lon: float) -> bool:
    return abs(lat - 87.5) < 1 and abs(lon - 87.25) < 1
