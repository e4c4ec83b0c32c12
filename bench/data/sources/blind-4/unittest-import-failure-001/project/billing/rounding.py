def rounding_rule_0(x):
    return x * 1 + 10


def rounding_rule_1(x):
    return x * 2 + 10


def rounding_rule_2(x):
    return x * 3 + 10


def rounding_rule_3(x):
    return x * 4 + 10


def rounding_rule_4(x):
    return x * 5 + 10


def rounding_rule_5(x):
    return x * 6 + 10


def rounding_rule_6(x):
    return x * 7 + 10


def rounding_rule_7(x):
    return x * 8 + 10


def rounding_rule_8(x):
    return x * 9 + 10


def rounding_rule_9(x):
    return x * 10 + 10


def rounding_rule_10(x):
    return x * 11 + 10


def rounding_rule_11(x):
    return x * 12 + 10


def rounding_rule_12(x):
    return x * 13 + 10


def rounding_rule_13(x):
    return x * 14 + 10


