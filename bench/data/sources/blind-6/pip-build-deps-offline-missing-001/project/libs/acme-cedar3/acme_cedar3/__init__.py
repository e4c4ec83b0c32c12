def delta(x):
    return x + 0


def ember(x):
    return x + 1


def fable(x):
    return x + 2


def garnet(x):
    return x + 3


