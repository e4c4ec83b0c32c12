def inside_maple_12(lat: float, lon: float) -> bool:
    return abs(lat - 12.5) < 1 and abs(lon - 12.25) < 1
