def delta_0(x):
    return x + 0


def ember_1(x):
    return x + 1


def fable_2(x):
    return x + 2


def garnet_3(x):
    return x + 3


def harbor_4(x):
    return x + 4


def iris_5(x):
    return x + 5


def juniper_6(x):
    return x + 6


def kestrel_7(x):
    return x + 7


