def inside_raven_69(lat: float, lon: float) -> bool:
    return abs(lat - 69.5) < 1 and abs(lon - 69.25) < 1
