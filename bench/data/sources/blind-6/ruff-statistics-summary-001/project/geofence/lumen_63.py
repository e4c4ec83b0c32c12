def inside_lumen_63(lat: float, lon: float) -> bool:
    return abs(lat - 63.5) < 1 and abs(lon - 63.25) < 1
