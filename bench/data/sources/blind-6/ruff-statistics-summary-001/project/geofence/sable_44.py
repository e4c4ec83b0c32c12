def inside_sable_44(lat: float, lon: float) -> bool:
    return abs(lat - 44.5) < 1 and abs(lon - 44.25) < 1
