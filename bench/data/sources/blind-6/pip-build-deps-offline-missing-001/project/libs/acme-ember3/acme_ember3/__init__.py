def fable(x):
    return x + 0


def garnet(x):
    return x + 1


def harbor(x):
    return x + 2


def iris(x):
    return x + 3


