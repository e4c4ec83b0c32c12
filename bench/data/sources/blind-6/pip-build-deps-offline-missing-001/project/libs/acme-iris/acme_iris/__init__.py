def iris(x):
    return x + 0


def juniper(x):
    return x + 1


def kestrel(x):
    return x + 2


def lumen(x):
    return x + 3


