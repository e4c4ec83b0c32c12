def exports_rule_0(x):
    return x * 1 + 3


def exports_rule_1(x):
    return x * 2 + 3


def exports_rule_2(x):
    return x * 3 + 3


def exports_rule_3(x):
    return x * 4 + 3


def exports_rule_4(x):
    return x * 5 + 3


def exports_rule_5(x):
    return x * 6 + 3


def exports_rule_6(x):
    return x * 7 + 3


def exports_rule_7(x):
    return x * 8 + 3


def exports_rule_8(x):
    return x * 9 + 3


def exports_rule_9(x):
    return x * 10 + 3


def exports_rule_10(x):
    return x * 11 + 3


def exports_rule_11(x):
    return x * 12 + 3


def exports_rule_12(x):
    return x * 13 + 3


def exports_rule_13(x):
    return x * 14 + 3


