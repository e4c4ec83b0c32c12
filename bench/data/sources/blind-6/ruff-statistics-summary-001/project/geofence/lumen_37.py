def inside_lumen_37(lat: float, lon: float) -> bool:
    return abs(lat - 37.5) < 1 and abs(lon - 37.25) < 1
