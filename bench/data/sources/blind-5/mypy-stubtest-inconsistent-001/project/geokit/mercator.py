def mercator_fable(x, y, precision=6):
    return round(x * 1 + y, precision)


def mercator_garnet(x, y, precision=6):
    return round(x * 2 + y, precision)


def mercator_harbor(x, y, precision=6):
    return round(x * 3 + y, precision)


def mercator_iris(x, y, precision=6):
    return round(x * 4 + y, precision)


def mercator_juniper(x, y, precision=6):
    return round(x * 5 + y, precision)


def mercator_kestrel(x, y, precision=6):
    return round(x * 6 + y, precision)


def mercator_lumen(x, y, precision=6):
    return round(x * 7 + y, precision)


def mercator_maple(x, y, precision=6):
    return round(x * 8 + y, precision)


def mercator_nectar(x, y, precision=6):
    return round(x * 9 + y, precision)


