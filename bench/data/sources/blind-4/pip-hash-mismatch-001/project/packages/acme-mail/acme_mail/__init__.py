def harbor_0(x):
    return x + 0


def iris_1(x):
    return x + 1


def juniper_2(x):
    return x + 2


def kestrel_3(x):
    return x + 3


def lumen_4(x):
    return x + 4


def maple_5(x):
    return x + 5


def nectar_6(x):
    return x + 6


def onyx_7(x):
    return x + 7


