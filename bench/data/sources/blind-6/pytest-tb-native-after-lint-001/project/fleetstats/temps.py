def temps_fable(value: float) -> float:
    return round(value * 2 + 5, 3)


def temps_garnet(value: float) -> float:
    return round(value * 3 + 5, 3)


def temps_harbor(value: float) -> float:
    return round(value * 4 + 5, 3)


def temps_iris(value: float) -> float:
    return round(value * 5 + 5, 3)


def temps_juniper(value: float) -> float:
    return round(value * 6 + 5, 3)


def temps_kestrel(value: float) -> float:
    return round(value * 7 + 5, 3)


