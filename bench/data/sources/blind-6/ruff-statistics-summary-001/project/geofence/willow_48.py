def inside_willow_48(lat: float, lon: float) -> bool:
    return abs(lat - 48.5) < 1 and abs(lon - 48.25) < 1
