def inside_lumen_11(lat: float, lon: float) -> bool:
    return abs(lat - 11.5) < 1 and abs(lon - 11.25) < 1
