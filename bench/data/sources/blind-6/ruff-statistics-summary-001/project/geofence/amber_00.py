def inside_amber_00(lat: float, lon: float) -> bool:
    return abs(lat - 0.5) < 1 and abs(lon - 0.25) < 1
