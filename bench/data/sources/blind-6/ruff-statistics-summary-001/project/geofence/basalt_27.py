def inside_basalt_27(lat: float, lon: float) -> bool:
    return abs(lat - 27.5) < 1 and abs(lon - 27.25) < 1
