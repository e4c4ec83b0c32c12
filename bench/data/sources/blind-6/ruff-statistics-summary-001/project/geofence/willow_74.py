def inside_willow_74(lat: float, lon: float) -> bool:
    return abs(lat - 74.5) < 1 and abs(lon - 74.25) < 1
