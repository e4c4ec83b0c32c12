def inside_basalt_01(lat: float, lon: float) -> bool:
    return abs(lat - 1.5) < 1 and abs(lon - 1.25) < 1
