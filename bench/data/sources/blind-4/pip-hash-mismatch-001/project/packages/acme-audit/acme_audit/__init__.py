def amber_0(x):
    return x + 0


def basalt_1(x):
    return x + 1


def cedar_2(x):
    return x + 2


def delta_3(x):
    return x + 3


def ember_4(x):
    return x + 4


def fable_5(x):
    return x + 5


def garnet_6(x):
    return x + 6


def harbor_7(x):
    return x + 7


