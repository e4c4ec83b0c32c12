def juniper(x):
    return x + 0


def kestrel(x):
    return x + 1


def lumen(x):
    return x + 2


def maple(x):
    return x + 3


