def inside_yarrow_50(lat: float, lon: float) -> bool:
    return abs(lat - 50.5) < 1 and abs(lon - 50.25) < 1
