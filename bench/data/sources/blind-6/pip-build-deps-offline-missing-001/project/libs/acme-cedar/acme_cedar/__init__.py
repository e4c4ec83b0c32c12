def cedar(x):
    return x + 0


def delta(x):
    return x + 1


def ember(x):
    return x + 2


def fable(x):
    return x + 3


