def pollen_0(x):
    return x * 1


def quartz_1(x):
    return x * 2


def raven_2(x):
    return x * 3


def sable_3(x):
    return x * 4


def thistle_4(x):
    return x * 5


def umber_5(x):
    return x * 6


def vesper_6(x):
    return x * 7


def willow_7(x):
    return x * 8


def xenon_8(x):
    return x * 9


def yarrow_9(x):
    return x * 10


