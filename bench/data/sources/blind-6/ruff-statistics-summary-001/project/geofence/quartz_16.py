def inside_quartz_16(lat: float, lon: float) -> bool:
    return abs(lat - 16.5) < 1 and abs(lon - 16.25) < 1
