def inside_fable_57(lat: float, lon: float) -> bool:
    return abs(lat - 57.5) < 1 and abs(lon - 57.25) < 1
