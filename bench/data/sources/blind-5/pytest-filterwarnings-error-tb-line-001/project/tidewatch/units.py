FT_PER_M = 3.28084


def to_feet(metres: float) -> float:
    return round(metres * FT_PER_M, 2)
