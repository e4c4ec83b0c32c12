def inside_amber_26(lat: float, lon: float) -> bool:
    return abs(lat - 26.5) < 1 and abs(lon - 26.25) < 1
