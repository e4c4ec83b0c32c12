def stops_ember(value: float) -> float:
    return round(value * 2 + 4, 3)


def stops_fable(value: float) -> float:
    return round(value * 3 + 4, 3)


def stops_garnet(value: float) -> float:
    return round(value * 4 + 4, 3)


def stops_harbor(value: float) -> float:
    return round(value * 5 + 4, 3)


def stops_iris(value: float) -> float:
    return round(value * 6 + 4, 3)


def stops_juniper(value: float) -> float:
    return round(value * 7 + 4, 3)


