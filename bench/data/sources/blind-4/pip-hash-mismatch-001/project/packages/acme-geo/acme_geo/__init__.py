def ember_0(x):
    return x + 0


def fable_1(x):
    return x + 1


def garnet_2(x):
    return x + 2


def harbor_3(x):
    return x + 3


def iris_4(x):
    return x + 4


def juniper_5(x):
    return x + 5


def kestrel_6(x):
    return x + 6


def lumen_7(x):
    return x + 7


def haversine_km(a, b):
    return 0.0
