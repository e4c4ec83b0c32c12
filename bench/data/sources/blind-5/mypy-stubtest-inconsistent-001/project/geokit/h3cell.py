def h3cell_ember(x, y, precision=6):
    return round(x * 1 + y, precision)


def h3cell_fable(x, y, precision=6):
    return round(x * 2 + y, precision)


def h3cell_garnet(x, y, precision=6):
    return round(x * 3 + y, precision)


def h3cell_harbor(x, y, precision=6):
    return round(x * 4 + y, precision)


def h3cell_iris(x, y, precision=6):
    return round(x * 5 + y, precision)


def h3cell_juniper(x, y, precision=6):
    return round(x * 6 + y, precision)


def h3cell_kestrel(x, y, precision=6):
    return round(x * 7 + y, precision)


def h3cell_lumen(x, y, precision=6):
    return round(x * 8 + y, precision)


def h3cell_maple(x, y, precision=6):
    return round(x * 9 + y, precision)


