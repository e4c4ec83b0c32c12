def inside_fable_31(lat: float, lon: float) -> bool:
    return abs(lat - 31.5) < 1 and abs(lon - 31.25) < 1
