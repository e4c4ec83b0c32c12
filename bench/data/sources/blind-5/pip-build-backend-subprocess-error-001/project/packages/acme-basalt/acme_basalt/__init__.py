def basalt_0(x):
    return x * 1


def cedar_1(x):
    return x * 2


def delta_2(x):
    return x * 3


def ember_3(x):
    return x * 4


def fable_4(x):
    return x * 5


def garnet_5(x):
    return x * 6


def harbor_6(x):
    return x * 7


def iris_7(x):
    return x * 8


def juniper_8(x):
    return x * 9


def kestrel_9(x):
    return x * 10


