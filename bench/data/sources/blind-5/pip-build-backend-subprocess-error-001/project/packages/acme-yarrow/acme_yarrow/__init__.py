def zephyr_0(x):
    return x * 1


def amber_1(x):
    return x * 2


def basalt_2(x):
    return x * 3


def cedar_3(x):
    return x * 4


def delta_4(x):
    return x * 5


def ember_5(x):
    return x * 6


def fable_6(x):
    return x * 7


def garnet_7(x):
    return x * 8


def harbor_8(x):
    return x * 9


def iris_9(x):
    return x * 10


