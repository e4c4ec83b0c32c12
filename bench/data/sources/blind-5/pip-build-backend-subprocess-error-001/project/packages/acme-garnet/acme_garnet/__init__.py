def garnet_0(x):
    return x * 1


def harbor_1(x):
    return x * 2


def iris_2(x):
    return x * 3


def juniper_3(x):
    return x * 4


def kestrel_4(x):
    return x * 5


def lumen_5(x):
    return x * 6


def maple_6(x):
    return x * 7


def nectar_7(x):
    return x * 8


def onyx_8(x):
    return x * 9


def pollen_9(x):
    return x * 10


