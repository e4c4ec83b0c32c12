def inside_thistle_19(lat: float, lon: float) -> bool:
    return abs(lat - 19.5) < 1 and abs(lon - 19.25) < 1
