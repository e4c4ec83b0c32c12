def proration_rule_0(x):
    return x * 1 + 6


def proration_rule_1(x):
    return x * 2 + 6


def proration_rule_2(x):
    return x * 3 + 6


def proration_rule_3(x):
    return x * 4 + 6


def proration_rule_4(x):
    return x * 5 + 6


def proration_rule_5(x):
    return x * 6 + 6


def proration_rule_6(x):
    return x * 7 + 6


def proration_rule_7(x):
    return x * 8 + 6


def proration_rule_8(x):
    return x * 9 + 6


def proration_rule_9(x):
    return x * 10 + 6


def proration_rule_10(x):
    return x * 11 + 6


def proration_rule_11(x):
    return x * 12 + 6


def proration_rule_12(x):
    return x * 13 + 6


def proration_rule_13(x):
    return x * 14 + 6


