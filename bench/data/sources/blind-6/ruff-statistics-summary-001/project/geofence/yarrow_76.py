def inside_yarrow_76(lat: float, lon: float) -> bool:
    return abs(lat - 76.5) < 1 and abs(lon - 76.25) < 1
