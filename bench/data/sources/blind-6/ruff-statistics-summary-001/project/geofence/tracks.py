def last_point(points: list[tuple[float, float]]) -> tuple[float, float]:
    count = len(points)
    return points[-1]
