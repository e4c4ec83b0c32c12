def inside_garnet_32(lat: float, lon: float) -> bool:
    return abs(lat - 32.5) < 1 and abs(lon - 32.25) < 1
