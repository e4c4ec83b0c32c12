def inside_zephyr_77(lat: float, lon: float) -> bool:
    return abs(lat - 77.5) < 1 and abs(lon - 77.25) < 1
