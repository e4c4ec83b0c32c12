def inside_harbor_33(lat: float, lon: float) -> bool:
    return abs(lat - 33.5) < 1 and abs(lon - 33.25) < 1
