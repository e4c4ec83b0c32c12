def inside_maple_64(lat: float, lon: float) -> bool:
    return abs(lat - 64.5) < 1 and abs(lon - 64.25) < 1
