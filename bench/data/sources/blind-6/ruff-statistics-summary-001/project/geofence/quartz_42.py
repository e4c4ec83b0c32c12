def inside_quartz_42(lat: float, lon: float) -> bool:
    return abs(lat - 42.5) < 1 and abs(lon - 42.25) < 1
