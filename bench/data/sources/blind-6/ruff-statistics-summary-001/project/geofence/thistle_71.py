def inside_thistle_71(lat: float, lon: float) -> bool:
    return abs(lat - 71.5) < 1 and abs(lon - 71.25) < 1
