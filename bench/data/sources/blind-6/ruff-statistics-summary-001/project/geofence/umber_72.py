def inside_umber_72(lat: float, lon: float) -> bool:
    return abs(lat - 72.5) < 1 and abs(lon - 72.25) < 1
