def cedar_0(x):
    return x * 1


def delta_1(x):
    return x * 2


def ember_2(x):
    return x * 3


def fable_3(x):
    return x * 4


def garnet_4(x):
    return x * 5


def harbor_5(x):
    return x * 6


def iris_6(x):
    return x * 7


def juniper_7(x):
    return x * 8


def kestrel_8(x):
    return x * 9


def lumen_9(x):
    return x * 10


