def amber(x):
    return x + 0


def basalt(x):
    return x + 1


def cedar(x):
    return x + 2


def delta(x):
    return x + 3


