def inside_juniper_09(lat: float, lon: float) -> bool:
    return abs(lat - 9.5) < 1 and abs(lon - 9.25) < 1
