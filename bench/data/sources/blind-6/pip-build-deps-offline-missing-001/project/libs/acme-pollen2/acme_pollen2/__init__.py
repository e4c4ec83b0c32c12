def quartz(x):
    return x + 0


def raven(x):
    return x + 1


def sable(x):
    return x + 2


def thistle(x):
    return x + 3


