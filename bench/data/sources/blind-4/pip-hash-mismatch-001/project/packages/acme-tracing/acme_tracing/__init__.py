def juniper_0(x):
    return x + 0


def kestrel_1(x):
    return x + 1


def lumen_2(x):
    return x + 2


def maple_3(x):
    return x + 3


def nectar_4(x):
    return x + 4


def onyx_5(x):
    return x + 5


def pollen_6(x):
    return x + 6


def quartz_7(x):
    return x + 7


