def inside_vesper_73(lat: float, lon: float) -> bool:
    return abs(lat - 73.5) < 1 and abs(lon - 73.25) < 1
