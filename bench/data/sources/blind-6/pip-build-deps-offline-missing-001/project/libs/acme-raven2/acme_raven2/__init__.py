def sable(x):
    return x + 0


def thistle(x):
    return x + 1


def umber(x):
    return x + 2


def vesper(x):
    return x + 3


