def inside_garnet_58(lat: float, lon: float) -> bool:
    return abs(lat - 58.5) < 1 and abs(lon - 58.25) < 1
