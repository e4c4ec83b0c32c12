def thistle(x):
    return x + 0


def umber(x):
    return x + 1


def vesper(x):
    return x + 2


def willow(x):
    return x + 3


