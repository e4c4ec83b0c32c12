def inside_kestrel_10(lat: float, lon: float) -> bool:
    return abs(lat - 10.5) < 1 and abs(lon - 10.25) < 1
