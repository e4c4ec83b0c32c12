def yarrow(x):
    return x + 0


def zephyr(x):
    return x + 1


def amber(x):
    return x + 2


def basalt(x):
    return x + 3


