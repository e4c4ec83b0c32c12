def refunds_rule_0(x):
    return x * 1 + 8


def refunds_rule_1(x):
    return x * 2 + 8


def refunds_rule_2(x):
    return x * 3 + 8


def refunds_rule_3(x):
    return x * 4 + 8


def refunds_rule_4(x):
    return x * 5 + 8


def refunds_rule_5(x):
    return x * 6 + 8


def refunds_rule_6(x):
    return x * 7 + 8


def refunds_rule_7(x):
    return x * 8 + 8


def refunds_rule_8(x):
    return x * 9 + 8


def refunds_rule_9(x):
    return x * 10 + 8


def refunds_rule_10(x):
    return x * 11 + 8


def refunds_rule_11(x):
    return x * 12 + 8


def refunds_rule_12(x):
    return x * 13 + 8


def refunds_rule_13(x):
    return x * 14 + 8


