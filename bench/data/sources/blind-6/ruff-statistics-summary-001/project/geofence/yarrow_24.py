def inside_yarrow_24(lat: float, lon: float) -> bool:
    return abs(lat - 24.5) < 1 and abs(lon - 24.25) < 1
