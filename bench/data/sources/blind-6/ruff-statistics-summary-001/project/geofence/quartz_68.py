def inside_quartz_68(lat: float, lon: float) -> bool:
    return abs(lat - 68.5) < 1 and abs(lon - 68.25) < 1
