def inside_fable_05(lat: float, lon: float) -> bool:
    return abs(lat - 5.5) < 1 and abs(lon - 5.25) < 1
