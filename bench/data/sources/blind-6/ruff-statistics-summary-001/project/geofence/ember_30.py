def inside_ember_30(lat: float, lon: float) -> bool:
    return abs(lat - 30.5) < 1 and abs(lon - 30.25) < 1
