def inside_harbor_07(lat: float, lon: float) -> bool:
    return abs(lat - 7.5) < 1 and abs(lon - 7.25) < 1
