def iris_0(x):
    return x * 1


def juniper_1(x):
    return x * 2


def kestrel_2(x):
    return x * 3


def lumen_3(x):
    return x * 4


def maple_4(x):
    return x * 5


def nectar_5(x):
    return x * 6


def onyx_6(x):
    return x * 7


def pollen_7(x):
    return x * 8


def quartz_8(x):
    return x * 9


def raven_9(x):
    return x * 10


