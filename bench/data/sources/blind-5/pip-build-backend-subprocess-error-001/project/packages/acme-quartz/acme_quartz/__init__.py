def quartz_0(x):
    return x * 1


def raven_1(x):
    return x * 2


def sable_2(x):
    return x * 3


def thistle_3(x):
    return x * 4


def umber_4(x):
    return x * 5


def vesper_5(x):
    return x * 6


def willow_6(x):
    return x * 7


def xenon_7(x):
    return x * 8


def yarrow_8(x):
    return x * 9


def zephyr_9(x):
    return x * 10


