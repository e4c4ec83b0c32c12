def inside_amber_52(lat: float, lon: float) -> bool:
    return abs(lat - 52.5) < 1 and abs(lon - 52.25) < 1
