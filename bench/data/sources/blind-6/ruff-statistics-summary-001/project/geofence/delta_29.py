def inside_delta_29(lat: float, lon: float) -> bool:
    return abs(lat - 29.5) < 1 and abs(lon - 29.25) < 1
