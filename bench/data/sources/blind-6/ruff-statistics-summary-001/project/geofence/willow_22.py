def inside_willow_22(lat: float, lon: float) -> bool:
    return abs(lat - 22.5) < 1 and abs(lon - 22.25) < 1
