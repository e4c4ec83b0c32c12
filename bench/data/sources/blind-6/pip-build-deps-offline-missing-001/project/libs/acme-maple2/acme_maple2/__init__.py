def maple(x):
    return x + 0


def nectar(x):
    return x + 1


def onyx(x):
    return x + 2


def pollen(x):
    return x + 3


