def inside_thistle_45(lat: float, lon: float) -> bool:
    return abs(lat - 45.5) < 1 and abs(lon - 45.25) < 1
