def inside_iris_34(lat: float, lon: float) -> bool:
    return abs(lat - 34.5) < 1 and abs(lon - 34.25) < 1
