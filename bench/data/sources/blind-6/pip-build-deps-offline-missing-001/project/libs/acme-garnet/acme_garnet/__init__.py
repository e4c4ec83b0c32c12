def garnet(x):
    return x + 0


def harbor(x):
    return x + 1


def iris(x):
    return x + 2


def juniper(x):
    return x + 3


