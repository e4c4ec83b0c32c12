def inside_ember_56(lat: float, lon: float) -> bool:
    return abs(lat - 56.5) < 1 and abs(lon - 56.25) < 1
