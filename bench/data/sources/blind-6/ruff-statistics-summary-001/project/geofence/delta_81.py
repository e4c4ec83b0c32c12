def inside_delta_81(lat: float, lon: float) -> bool:
    return abs(lat - 81.5) < 1 and abs(lon - 81.25) < 1
