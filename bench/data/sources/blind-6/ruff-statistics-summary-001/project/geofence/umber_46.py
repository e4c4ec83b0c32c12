def inside_umber_46(lat: float, lon: float) -> bool:
    return abs(lat - 46.5) < 1 and abs(lon - 46.25) < 1
