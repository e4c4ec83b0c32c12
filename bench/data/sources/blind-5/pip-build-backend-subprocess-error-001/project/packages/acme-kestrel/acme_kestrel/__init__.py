def kestrel_0(x):
    return x * 1


def lumen_1(x):
    return x * 2


def maple_2(x):
    return x * 3


def nectar_3(x):
    return x * 4


def onyx_4(x):
    return x * 5


def pollen_5(x):
    return x * 6


def quartz_6(x):
    return x * 7


def raven_7(x):
    return x * 8


def sable_8(x):
    return x * 9


def thistle_9(x):
    return x * 10


