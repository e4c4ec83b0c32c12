def harbor(x):
    return x + 0


def iris(x):
    return x + 1


def juniper(x):
    return x + 2


def kestrel(x):
    return x + 3


