def basalt_0(x):
    return x + 0


def cedar_1(x):
    return x + 1


def delta_2(x):
    return x + 2


def ember_3(x):
    return x + 3


def fable_4(x):
    return x + 4


def garnet_5(x):
    return x + 5


def harbor_6(x):
    return x + 6


def iris_7(x):
    return x + 7


