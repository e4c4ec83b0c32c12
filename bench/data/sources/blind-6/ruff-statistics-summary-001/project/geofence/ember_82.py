def inside_ember_82(lat: float, lon: float) -> bool:
    return abs(lat - 82.5) < 1 and abs(lon - 82.25) < 1
