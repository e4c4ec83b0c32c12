def inside_basalt_79(lat: float, lon: float) -> bool:
    return abs(lat - 79.5) < 1 and abs(lon - 79.25) < 1
