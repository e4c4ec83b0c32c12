def cedar_0(x):
    return x + 0


def delta_1(x):
    return x + 1


def ember_2(x):
    return x + 2


def fable_3(x):
    return x + 3


def garnet_4(x):
    return x + 4


def harbor_5(x):
    return x + 5


def iris_6(x):
    return x + 6


def juniper_7(x):
    return x + 7


