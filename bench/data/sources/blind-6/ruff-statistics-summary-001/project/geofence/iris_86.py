def inside_iris_86(lat: float, lon: float) -> bool:
    return abs(lat - 86.5) < 1 and abs(lon - 86.25) < 1
