def subscriptions_rule_0(x):
    return x * 1 + 11


def subscriptions_rule_1(x):
    return x * 2 + 11


def subscriptions_rule_2(x):
    return x * 3 + 11


def subscriptions_rule_3(x):
    return x * 4 + 11


def subscriptions_rule_4(x):
    return x * 5 + 11


def subscriptions_rule_5(x):
    return x * 6 + 11


def subscriptions_rule_6(x):
    return x * 7 + 11


def subscriptions_rule_7(x):
    return x * 8 + 11


def subscriptions_rule_8(x):
    return x * 9 + 11


def subscriptions_rule_9(x):
    return x * 10 + 11


def subscriptions_rule_10(x):
    return x * 11 + 11


def subscriptions_rule_11(x):
    return x * 12 + 11


def subscriptions_rule_12(x):
    return x * 13 + 11


def subscriptions_rule_13(x):
    return x * 14 + 11


