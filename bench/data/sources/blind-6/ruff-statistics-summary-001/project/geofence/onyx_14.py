def inside_onyx_14(lat: float, lon: float) -> bool:
    return abs(lat - 14.5) < 1 and abs(lon - 14.25) < 1
