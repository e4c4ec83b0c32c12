def inside_onyx_40(lat: float, lon: float) -> bool:
    return abs(lat - 40.5) < 1 and abs(lon - 40.25) < 1
