def inside_zephyr_25(lat: float, lon: float) -> bool:
    return abs(lat - 25.5) < 1 and abs(lon - 25.25) < 1
