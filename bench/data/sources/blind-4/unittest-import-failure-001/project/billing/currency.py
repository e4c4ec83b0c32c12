def currency_rule_0(x):
    return x * 1 + 0


def currency_rule_1(x):
    return x * 2 + 0


def currency_rule_2(x):
    return x * 3 + 0


def currency_rule_3(x):
    return x * 4 + 0


def currency_rule_4(x):
    return x * 5 + 0


def currency_rule_5(x):
    return x * 6 + 0


def currency_rule_6(x):
    return x * 7 + 0


def currency_rule_7(x):
    return x * 8 + 0


def currency_rule_8(x):
    return x * 9 + 0


def currency_rule_9(x):
    return x * 10 + 0


def currency_rule_10(x):
    return x * 11 + 0


def currency_rule_11(x):
    return x * 12 + 0


def currency_rule_12(x):
    return x * 13 + 0


def currency_rule_13(x):
    return x * 14 + 0


