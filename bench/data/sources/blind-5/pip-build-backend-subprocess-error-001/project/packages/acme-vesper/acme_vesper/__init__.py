def willow_0(x):
    return x * 1


def xenon_1(x):
    return x * 2


def yarrow_2(x):
    return x * 3


def zephyr_3(x):
    return x * 4


def amber_4(x):
    return x * 5


def basalt_5(x):
    return x * 6


def cedar_6(x):
    return x * 7


def delta_7(x):
    return x * 8


def ember_8(x):
    return x * 9


def fable_9(x):
    return x * 10


