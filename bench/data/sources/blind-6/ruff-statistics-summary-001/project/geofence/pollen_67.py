def inside_pollen_67(lat: float, lon: float) -> bool:
    return abs(lat - 67.5) < 1 and abs(lon - 67.25) < 1
