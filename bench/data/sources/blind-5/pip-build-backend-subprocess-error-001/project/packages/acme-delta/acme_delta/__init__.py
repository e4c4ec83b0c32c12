def delta_0(x):
    return x * 1


def ember_1(x):
    return x * 2


def fable_2(x):
    return x * 3


def garnet_3(x):
    return x * 4


def harbor_4(x):
    return x * 5


def iris_5(x):
    return x * 6


def juniper_6(x):
    return x * 7


def kestrel_7(x):
    return x * 8


def lumen_8(x):
    return x * 9


def maple_9(x):
    return x * 10


