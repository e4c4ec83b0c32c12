def xenon_0(x):
    return x * 1


def yarrow_1(x):
    return x * 2


def zephyr_2(x):
    return x * 3


def amber_3(x):
    return x * 4


def basalt_4(x):
    return x * 5


def cedar_5(x):
    return x * 6


def delta_6(x):
    return x * 7


def ember_7(x):
    return x * 8


def fable_8(x):
    return x * 9


def garnet_9(x):
    return x * 10


