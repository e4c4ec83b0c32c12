def inside_maple_38(lat: float, lon: float) -> bool:
    return abs(lat - 38.5) < 1 and abs(lon - 38.25) < 1
