def inside_sable_18(lat: float, lon: float) -> bool:
    return abs(lat - 18.5) < 1 and abs(lon - 18.25) < 1
