def pollen(x):
    return x + 0


def quartz(x):
    return x + 1


def raven(x):
    return x + 2


def sable(x):
    return x + 3


