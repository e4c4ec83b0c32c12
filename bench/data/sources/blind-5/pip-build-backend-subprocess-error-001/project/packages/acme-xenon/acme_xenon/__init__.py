def yarrow_0(x):
    return x * 1


def zephyr_1(x):
    return x * 2


def amber_2(x):
    return x * 3


def basalt_3(x):
    return x * 4


def cedar_4(x):
    return x * 5


def delta_5(x):
    return x * 6


def ember_6(x):
    return x * 7


def fable_7(x):
    return x * 8


def garnet_8(x):
    return x * 9


def harbor_9(x):
    return x * 10


