def inside_garnet_84(lat: float, lon: float) -> bool:
    return abs(lat - 84.5) < 1 and abs(lon - 84.25) < 1
