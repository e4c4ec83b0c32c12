def ember_0(x):
    return x * 1


def fable_1(x):
    return x * 2


def garnet_2(x):
    return x * 3


def harbor_3(x):
    return x * 4


def iris_4(x):
    return x * 5


def juniper_5(x):
    return x * 6


def kestrel_6(x):
    return x * 7


def lumen_7(x):
    return x * 8


def maple_8(x):
    return x * 9


def nectar_9(x):
    return x * 10


