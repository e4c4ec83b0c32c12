def inside_raven_17(lat: float, lon: float) -> bool:
    return abs(lat - 17.5) < 1 and abs(lon - 17.25) < 1
