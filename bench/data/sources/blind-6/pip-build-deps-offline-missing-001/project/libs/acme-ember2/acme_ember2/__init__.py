def ember(x):
    return x + 0


def fable(x):
    return x + 1


def garnet(x):
    return x + 2


def harbor(x):
    return x + 3


