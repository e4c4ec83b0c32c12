def inside_delta_03(lat: float, lon: float) -> bool:
    return abs(lat - 3.5) < 1 and abs(lon - 3.25) < 1
