def inside_vesper_21(lat: float, lon: float) -> bool:
    return abs(lat - 21.5) < 1 and abs(lon - 21.25) < 1
