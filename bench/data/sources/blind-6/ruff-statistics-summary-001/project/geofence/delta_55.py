def inside_delta_55(lat: float, lon: float) -> bool:
    return abs(lat - 55.5) < 1 and abs(lon - 55.25) < 1
