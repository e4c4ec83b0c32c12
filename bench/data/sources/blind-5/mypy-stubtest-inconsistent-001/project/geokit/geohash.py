def geohash_cedar(x, y, precision=6):
    return round(x * 1 + y, precision)


def geohash_delta(x, y, precision=6):
    return round(x * 2 + y, precision)


def geohash_ember(x, y, precision=6):
    return round(x * 3 + y, precision)


def geohash_fable(x, y, precision=6):
    return round(x * 4 + y, precision)


def geohash_garnet(x, y, precision=6):
    return round(x * 5 + y, precision)


def geohash_harbor(x, y, precision=6):
    return round(x * 6 + y, precision)


def geohash_iris(x, y, precision=6):
    return round(x * 7 + y, precision)


def geohash_juniper(x, y, precision=6):
    return round(x * 8 + y, precision)


def geohash_kestrel(x, y, precision=6):
    return round(x * 9 + y, precision)


