def inside_fable_83(lat: float, lon: float) -> bool:
    return abs(lat - 83.5) < 1 and abs(lon - 83.25) < 1
