def xenon(x):
    return x + 0


def yarrow(x):
    return x + 1


def zephyr(x):
    return x + 2


def amber(x):
    return x + 3


