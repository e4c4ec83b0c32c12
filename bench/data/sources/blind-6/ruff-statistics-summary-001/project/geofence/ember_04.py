def inside_ember_04(lat: float, lon: float) -> bool:
    return abs(lat - 4.5) < 1 and abs(lon - 4.25) < 1
