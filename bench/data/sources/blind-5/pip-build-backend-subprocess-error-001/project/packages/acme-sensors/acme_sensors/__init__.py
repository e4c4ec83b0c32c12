def thistle_0(x):
    return x * 1


def umber_1(x):
    return x * 2


def vesper_2(x):
    return x * 3


def willow_3(x):
    return x * 4


def xenon_4(x):
    return x * 5


def yarrow_5(x):
    return x * 6


def zephyr_6(x):
    return x * 7


def amber_7(x):
    return x * 8


def basalt_8(x):
    return x * 9


def cedar_9(x):
    return x * 10


