def polyline_garnet(x, y, precision=6):
    return round(x * 1 + y, precision)


def polyline_harbor(x, y, precision=6):
    return round(x * 2 + y, precision)


def polyline_iris(x, y, precision=6):
    return round(x * 3 + y, precision)


def polyline_juniper(x, y, precision=6):
    return round(x * 4 + y, precision)


def polyline_kestrel(x, y, precision=6):
    return round(x * 5 + y, precision)


def polyline_lumen(x, y, precision=6):
    return round(x * 6 + y, precision)


def polyline_maple(x, y, precision=6):
    return round(x * 7 + y, precision)


def polyline_nectar(x, y, precision=6):
    return round(x * 8 + y, precision)


def polyline_onyx(x, y, precision=6):
    return round(x * 9 + y, precision)


