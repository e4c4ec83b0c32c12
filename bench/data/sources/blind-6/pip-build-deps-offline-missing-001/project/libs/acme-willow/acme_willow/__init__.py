def willow(x):
    return x + 0


def xenon(x):
    return x + 1


def yarrow(x):
    return x + 2


def zephyr(x):
    return x + 3


