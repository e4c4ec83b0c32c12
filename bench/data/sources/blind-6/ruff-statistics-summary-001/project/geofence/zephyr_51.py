def inside_zephyr_51(lat: float, lon: float) -> bool:
    return abs(lat - 51.5) < 1 and abs(lon - 51.25) < 1
