def onyx(x):
    return x + 0


def pollen(x):
    return x + 1


def quartz(x):
    return x + 2


def raven(x):
    return x + 3


