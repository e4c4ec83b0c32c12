def tyres_garnet(value: float) -> float:
    return round(value * 2 + 6, 3)


def tyres_harbor(value: float) -> float:
    return round(value * 3 + 6, 3)


def tyres_iris(value: float) -> float:
    return round(value * 4 + 6, 3)


def tyres_juniper(value: float) -> float:
    return round(value * 5 + 6, 3)


def tyres_kestrel(value: float) -> float:
    return round(value * 6 + 6, 3)


def tyres_lumen(value: float) -> float:
    return round(value * 7 + 6, 3)


