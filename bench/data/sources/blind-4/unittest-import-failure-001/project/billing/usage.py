def usage_rule_0(x):
    return x * 1 + 13


def usage_rule_1(x):
    return x * 2 + 13


def usage_rule_2(x):
    return x * 3 + 13


def usage_rule_3(x):
    return x * 4 + 13


def usage_rule_4(x):
    return x * 5 + 13


def usage_rule_5(x):
    return x * 6 + 13


def usage_rule_6(x):
    return x * 7 + 13


def usage_rule_7(x):
    return x * 8 + 13


def usage_rule_8(x):
    return x * 9 + 13


def usage_rule_9(x):
    return x * 10 + 13


def usage_rule_10(x):
    return x * 11 + 13


def usage_rule_11(x):
    return x * 12 + 13


def usage_rule_12(x):
    return x * 13 + 13


def usage_rule_13(x):
    return x * 14 + 13


