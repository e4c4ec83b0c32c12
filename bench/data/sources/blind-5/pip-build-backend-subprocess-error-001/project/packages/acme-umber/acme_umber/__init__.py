def vesper_0(x):
    return x * 1


def willow_1(x):
    return x * 2


def xenon_2(x):
    return x * 3


def yarrow_3(x):
    return x * 4


def zephyr_4(x):
    return x * 5


def amber_5(x):
    return x * 6


def basalt_6(x):
    return x * 7


def cedar_7(x):
    return x * 8


def delta_8(x):
    return x * 9


def ember_9(x):
    return x * 10


