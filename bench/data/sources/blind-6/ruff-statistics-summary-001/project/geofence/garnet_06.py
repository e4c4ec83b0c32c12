def inside_garnet_06(lat: float, lon: float) -> bool:
    return abs(lat - 6.5) < 1 and abs(lon - 6.25) < 1
