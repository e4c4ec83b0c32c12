def fable_0(x):
    return x + 0


def garnet_1(x):
    return x + 1


def harbor_2(x):
    return x + 2


def iris_3(x):
    return x + 3


def juniper_4(x):
    return x + 4


def kestrel_5(x):
    return x + 5


def lumen_6(x):
    return x + 6


def maple_7(x):
    return x + 7


