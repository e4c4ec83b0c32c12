def inside_umber_20(lat: float, lon: float) -> bool:
    return abs(lat - 20.5) < 1 and abs(lon - 20.25) < 1
