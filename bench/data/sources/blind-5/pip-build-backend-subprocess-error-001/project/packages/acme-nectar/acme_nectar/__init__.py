def nectar_0(x):
    return x * 1


def onyx_1(x):
    return x * 2


def pollen_2(x):
    return x * 3


def quartz_3(x):
    return x * 4


def raven_4(x):
    return x * 5


def sable_5(x):
    return x * 6


def thistle_6(x):
    return x * 7


def umber_7(x):
    return x * 8


def vesper_8(x):
    return x * 9


def willow_9(x):
    return x * 10


