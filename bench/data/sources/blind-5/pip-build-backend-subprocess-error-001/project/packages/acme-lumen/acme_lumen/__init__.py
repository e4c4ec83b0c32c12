def lumen_0(x):
    return x * 1


def maple_1(x):
    return x * 2


def nectar_2(x):
    return x * 3


def onyx_3(x):
    return x * 4


def pollen_4(x):
    return x * 5


def quartz_5(x):
    return x * 6


def raven_6(x):
    return x * 7


def sable_7(x):
    return x * 8


def thistle_8(x):
    return x * 9


def umber_9(x):
    return x * 10


