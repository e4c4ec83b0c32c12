def iris_0(x):
    return x + 0


def juniper_1(x):
    return x + 1


def kestrel_2(x):
    return x + 2


def lumen_3(x):
    return x + 3


def maple_4(x):
    return x + 4


def nectar_5(x):
    return x + 5


def onyx_6(x):
    return x + 6


def pollen_7(x):
    return x + 7


