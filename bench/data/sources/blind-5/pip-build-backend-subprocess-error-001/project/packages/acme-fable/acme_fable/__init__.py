def fable_0(x):
    return x * 1


def garnet_1(x):
    return x * 2


def harbor_2(x):
    return x * 3


def iris_3(x):
    return x * 4


def juniper_4(x):
    return x * 5


def kestrel_5(x):
    return x * 6


def lumen_6(x):
    return x * 7


def maple_7(x):
    return x * 8


def nectar_8(x):
    return x * 9


def onyx_9(x):
    return x * 10


