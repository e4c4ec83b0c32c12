def inside_nectar_65(lat: float, lon: float) -> bool:
    return abs(lat - 65.5) < 1 and abs(lon - 65.25) < 1
