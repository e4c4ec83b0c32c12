def raven_0(x):
    return x * 1


def sable_1(x):
    return x * 2


def thistle_2(x):
    return x * 3


def umber_3(x):
    return x * 4


def vesper_4(x):
    return x * 5


def willow_5(x):
    return x * 6


def xenon_6(x):
    return x * 7


def yarrow_7(x):
    return x * 8


def zephyr_8(x):
    return x * 9


def amber_9(x):
    return x * 10


