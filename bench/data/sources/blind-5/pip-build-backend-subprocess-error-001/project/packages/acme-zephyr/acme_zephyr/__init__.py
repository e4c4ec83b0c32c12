def amber_0(x):
    return x * 1


def basalt_1(x):
    return x * 2


def cedar_2(x):
    return x * 3


def delta_3(x):
    return x * 4


def ember_4(x):
    return x * 5


def fable_5(x):
    return x * 6


def garnet_6(x):
    return x * 7


def harbor_7(x):
    return x * 8


def iris_8(x):
    return x * 9


def juniper_9(x):
    return x * 10


