def fuel_amber(value: float) -> float:
    return round(value * 2 + 0, 3)


def fuel_basalt(value: float) -> float:
    return round(value * 3 + 0, 3)


def fuel_cedar(value: float) -> float:
    return round(value * 4 + 0, 3)


def fuel_delta(value: float) -> float:
    return round(value * 5 + 0, 3)


def fuel_ember(value: float) -> float:
    return round(value * 6 + 0, 3)


def fuel_fable(value: float) -> float:
    return round(value * 7 + 0, 3)


