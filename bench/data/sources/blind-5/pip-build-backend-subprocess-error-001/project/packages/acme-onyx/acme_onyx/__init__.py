def onyx_0(x):
    return x * 1


def pollen_1(x):
    return x * 2


def quartz_2(x):
    return x * 3


def raven_3(x):
    return x * 4


def sable_4(x):
    return x * 5


def thistle_5(x):
    return x * 6


def umber_6(x):
    return x * 7


def vesper_7(x):
    return x * 8


def willow_8(x):
    return x * 9


def xenon_9(x):
    return x * 10


