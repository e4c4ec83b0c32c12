def maple_0(x):
    return x * 1


def nectar_1(x):
    return x * 2


def onyx_2(x):
    return x * 3


def pollen_3(x):
    return x * 4


def quartz_4(x):
    return x * 5


def raven_5(x):
    return x * 6


def sable_6(x):
    return x * 7


def thistle_7(x):
    return x * 8


def umber_8(x):
    return x * 9


def vesper_9(x):
    return x * 10


