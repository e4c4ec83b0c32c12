def zephyr(x):
    return x + 0


def amber(x):
    return x + 1


def basalt(x):
    return x + 2


def cedar(x):
    return x + 3


