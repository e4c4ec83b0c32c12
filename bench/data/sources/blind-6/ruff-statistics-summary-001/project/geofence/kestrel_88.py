def inside_kestrel_88(lat: float, lon: float) -> bool:
    return abs(lat - 88.5) < 1 and abs(lon - 88.25) < 1
