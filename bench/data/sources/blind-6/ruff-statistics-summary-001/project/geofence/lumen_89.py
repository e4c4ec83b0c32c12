def inside_lumen_89(lat: float, lon: float) -> bool:
    return abs(lat - 89.5) < 1 and abs(lon - 89.25) < 1
