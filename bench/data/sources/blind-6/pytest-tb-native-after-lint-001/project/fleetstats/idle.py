def idle_basalt(value: float) -> float:
    return round(value * 2 + 1, 3)


def idle_cedar(value: float) -> float:
    return round(value * 3 + 1, 3)


def idle_delta(value: float) -> float:
    return round(value * 4 + 1, 3)


def idle_ember(value: float) -> float:
    return round(value * 5 + 1, 3)


def idle_fable(value: float) -> float:
    return round(value * 6 + 1, 3)


def idle_garnet(value: float) -> float:
    return round(value * 7 + 1, 3)


