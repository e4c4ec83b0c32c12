def basalt(x):
    return x + 0


def cedar(x):
    return x + 1


def delta(x):
    return x + 2


def ember(x):
    return x + 3


