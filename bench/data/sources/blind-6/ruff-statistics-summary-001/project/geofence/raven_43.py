def inside_raven_43(lat: float, lon: float) -> bool:
    return abs(lat - 43.5) < 1 and abs(lon - 43.25) < 1
