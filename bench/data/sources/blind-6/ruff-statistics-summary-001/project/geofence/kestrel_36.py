def inside_kestrel_36(lat: float, lon: float) -> bool:
    return abs(lat - 36.5) < 1 and abs(lon - 36.25) < 1
