def inside_vesper_47(lat: float, lon: float) -> bool:
    return abs(lat - 47.5) < 1 and abs(lon - 47.25) < 1
