def speed_delta(value: float) -> float:
    return round(value * 2 + 3, 3)


def speed_ember(value: float) -> float:
    return round(value * 3 + 3, 3)


def speed_fable(value: float) -> float:
    return round(value * 4 + 3, 3)


def speed_garnet(value: float) -> float:
    return round(value * 5 + 3, 3)


def speed_harbor(value: float) -> float:
    return round(value * 6 + 3, 3)


def speed_iris(value: float) -> float:
    return round(value * 7 + 3, 3)


