def tiles_harbor(x, y, precision=6):
    return round(x * 1 + y, precision)


def tiles_iris(x, y, precision=6):
    return round(x * 2 + y, precision)


def tiles_juniper(x, y, precision=6):
    return round(x * 3 + y, precision)


def tiles_kestrel(x, y, precision=6):
    return round(x * 4 + y, precision)


def tiles_lumen(x, y, precision=6):
    return round(x * 5 + y, precision)


def tiles_maple(x, y, precision=6):
    return round(x * 6 + y, precision)


def tiles_nectar(x, y, precision=6):
    return round(x * 7 + y, precision)


def tiles_onyx(x, y, precision=6):
    return round(x * 8 + y, precision)


def tiles_pollen(x, y, precision=6):
    return round(x * 9 + y, precision)


