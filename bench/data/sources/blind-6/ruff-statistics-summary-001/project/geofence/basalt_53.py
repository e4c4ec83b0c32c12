def inside_basalt_53(lat: float, lon: float) -> bool:
    return abs(lat - 53.5) < 1 and abs(lon - 53.25) < 1
