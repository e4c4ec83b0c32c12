def lumen(x):
    return x + 0


def maple(x):
    return x + 1


def nectar(x):
    return x + 2


def onyx(x):
    return x + 3


