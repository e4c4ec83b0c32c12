def inside_amber_78(lat: float, lon: float) -> bool:
    return abs(lat - 78.5) < 1 and abs(lon - 78.25) < 1
