def kestrel(x):
    return x + 0


def lumen(x):
    return x + 1


def maple(x):
    return x + 2


def nectar(x):
    return x + 3


