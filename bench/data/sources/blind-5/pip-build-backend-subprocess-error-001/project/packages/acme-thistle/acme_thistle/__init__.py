def umber_0(x):
    return x * 1


def vesper_1(x):
    return x * 2


def willow_2(x):
    return x * 3


def xenon_3(x):
    return x * 4


def yarrow_4(x):
    return x * 5


def zephyr_5(x):
    return x * 6


def amber_6(x):
    return x * 7


def basalt_7(x):
    return x * 8


def cedar_8(x):
    return x * 9


def delta_9(x):
    return x * 10


