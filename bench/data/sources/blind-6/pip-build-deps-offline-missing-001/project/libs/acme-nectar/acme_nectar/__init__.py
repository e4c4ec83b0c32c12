def nectar(x):
    return x + 0


def onyx(x):
    return x + 1


def pollen(x):
    return x + 2


def quartz(x):
    return x + 3


