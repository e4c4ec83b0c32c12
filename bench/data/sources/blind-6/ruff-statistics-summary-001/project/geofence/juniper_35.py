def inside_juniper_35(lat: float, lon: float) -> bool:
    return abs(lat - 35.5) < 1 and abs(lon - 35.25) < 1
