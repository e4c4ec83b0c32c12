def uptime_harbor(value: float) -> float:
    return round(value * 2 + 7, 3)


def uptime_iris(value: float) -> float:
    return round(value * 3 + 7, 3)


def uptime_juniper(value: float) -> float:
    return round(value * 4 + 7, 3)


def uptime_kestrel(value: float) -> float:
    return round(value * 5 + 7, 3)


def uptime_lumen(value: float) -> float:
    return round(value * 6 + 7, 3)


def uptime_maple(value: float) -> float:
    return round(value * 7 + 7, 3)


