def inside_harbor_85(lat: float, lon: float) -> bool:
    return abs(lat - 85.5) < 1 and abs(lon - 85.25) < 1
