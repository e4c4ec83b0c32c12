def inside_iris_08(lat: float, lon: float) -> bool:
    return abs(lat - 8.5) < 1 and abs(lon - 8.25) < 1
