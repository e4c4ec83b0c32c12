def vesper(x):
    return x + 0


def willow(x):
    return x + 1


def xenon(x):
    return x + 2


def yarrow(x):
    return x + 3


