def payments_rule_0(x):
    return x * 1 + 5


def payments_rule_1(x):
    return x * 2 + 5


def payments_rule_2(x):
    return x * 3 + 5


def payments_rule_3(x):
    return x * 4 + 5


def payments_rule_4(x):
    return x * 5 + 5


def payments_rule_5(x):
    return x * 6 + 5


def payments_rule_6(x):
    return x * 7 + 5


def payments_rule_7(x):
    return x * 8 + 5


def payments_rule_8(x):
    return x * 9 + 5


def payments_rule_9(x):
    return x * 10 + 5


def payments_rule_10(x):
    return x * 11 + 5


def payments_rule_11(x):
    return x * 12 + 5


def payments_rule_12(x):
    return x * 13 + 5


def payments_rule_13(x):
    return x * 14 + 5


