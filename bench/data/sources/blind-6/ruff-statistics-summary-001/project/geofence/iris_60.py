def inside_iris_60(lat: float, lon: float) -> bool:
    return abs(lat - 60.5) < 1 and abs(lon - 60.25) < 1
