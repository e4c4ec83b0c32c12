def inside_sable_70(lat: float, lon: float) -> bool:
    return abs(lat - 70.5) < 1 and abs(lon - 70.25) < 1
