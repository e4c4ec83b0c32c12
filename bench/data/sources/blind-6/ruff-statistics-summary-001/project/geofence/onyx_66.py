def inside_onyx_66(lat: float, lon: float) -> bool:
    return abs(lat - 66.5) < 1 and abs(lon - 66.25) < 1
