def inside_kestrel_62(lat: float, lon: float) -> bool:
    return abs(lat - 62.5) < 1 and abs(lon - 62.25) < 1
