def inside_pollen_15(lat: float, lon: float) -> bool:
    return abs(lat - 15.5) < 1 and abs(lon - 15.25) < 1
