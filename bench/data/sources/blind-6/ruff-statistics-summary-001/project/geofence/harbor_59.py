def inside_harbor_59(lat: float, lon: float) -> bool:
    return abs(lat - 59.5) < 1 and abs(lon - 59.25) < 1
