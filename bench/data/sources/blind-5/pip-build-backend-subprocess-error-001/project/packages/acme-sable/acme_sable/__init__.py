def sable_0(x):
    return x * 1


def thistle_1(x):
    return x * 2


def umber_2(x):
    return x * 3


def vesper_3(x):
    return x * 4


def willow_4(x):
    return x * 5


def xenon_5(x):
    return x * 6


def yarrow_6(x):
    return x * 7


def zephyr_7(x):
    return x * 8


def amber_8(x):
    return x * 9


def basalt_9(x):
    return x * 10


