def discounts_rule_0(x):
    return x * 1 + 1


def discounts_rule_1(x):
    return x * 2 + 1


def discounts_rule_2(x):
    return x * 3 + 1


def discounts_rule_3(x):
    return x * 4 + 1


def discounts_rule_4(x):
    return x * 5 + 1


def discounts_rule_5(x):
    return x * 6 + 1


def discounts_rule_6(x):
    return x * 7 + 1


def discounts_rule_7(x):
    return x * 8 + 1


def discounts_rule_8(x):
    return x * 9 + 1


def discounts_rule_9(x):
    return x * 10 + 1


def discounts_rule_10(x):
    return x * 11 + 1


def discounts_rule_11(x):
    return x * 12 + 1


def discounts_rule_12(x):
    return x * 13 + 1


def discounts_rule_13(x):
    return x * 14 + 1


