def mileage_cedar(value: float) -> float:
    return round(value * 2 + 2, 3)


def mileage_delta(value: float) -> float:
    return round(value * 3 + 2, 3)


def mileage_ember(value: float) -> float:
    return round(value * 4 + 2, 3)


def mileage_fable(value: float) -> float:
    return round(value * 5 + 2, 3)


def mileage_garnet(value: float) -> float:
    return round(value * 6 + 2, 3)


def mileage_harbor(value: float) -> float:
    return round(value * 7 + 2, 3)


