def umber(x):
    return x + 0


def vesper(x):
    return x + 1


def willow(x):
    return x + 2


def xenon(x):
    return x + 3


