def harbor_0(x):
    return x * 1


def iris_1(x):
    return x * 2


def juniper_2(x):
    return x * 3


def kestrel_3(x):
    return x * 4


def lumen_4(x):
    return x * 5


def maple_5(x):
    return x * 6


def nectar_6(x):
    return x * 7


def onyx_7(x):
    return x * 8


def pollen_8(x):
    return x * 9


def quartz_9(x):
    return x * 10


