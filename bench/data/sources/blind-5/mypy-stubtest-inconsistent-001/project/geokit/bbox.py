def bbox_amber(x, y, precision=6):
    return round(x * 1 + y, precision)


def bbox_basalt(x, y, precision=6):
    return round(x * 2 + y, precision)


def bbox_cedar(x, y, precision=6):
    return round(x * 3 + y, precision)


def bbox_delta(x, y, precision=6):
    return round(x * 4 + y, precision)


def bbox_ember(x, y, precision=6):
    return round(x * 5 + y, precision)


def bbox_fable(x, y, precision=6):
    return round(x * 6 + y, precision)


def bbox_garnet(x, y, precision=6):
    return round(x * 7 + y, precision)


def bbox_harbor(x, y, precision=6):
    return round(x * 8 + y, precision)


def bbox_iris(x, y, precision=6):
    return round(x * 9 + y, precision)


