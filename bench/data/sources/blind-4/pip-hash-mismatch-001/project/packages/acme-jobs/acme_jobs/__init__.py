def garnet_0(x):
    return x + 0


def harbor_1(x):
    return x + 1


def iris_2(x):
    return x + 2


def juniper_3(x):
    return x + 3


def kestrel_4(x):
    return x + 4


def lumen_5(x):
    return x + 5


def maple_6(x):
    return x + 6


def nectar_7(x):
    return x + 7


