def raven(x):
    return x + 0


def sable(x):
    return x + 1


def thistle(x):
    return x + 2


def umber(x):
    return x + 3


