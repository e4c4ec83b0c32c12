def dunning_rule_0(x):
    return x * 1 + 2


def dunning_rule_1(x):
    return x * 2 + 2


def dunning_rule_2(x):
    return x * 3 + 2


def dunning_rule_3(x):
    return x * 4 + 2


def dunning_rule_4(x):
    return x * 5 + 2


def dunning_rule_5(x):
    return x * 6 + 2


def dunning_rule_6(x):
    return x * 7 + 2


def dunning_rule_7(x):
    return x * 8 + 2


def dunning_rule_8(x):
    return x * 9 + 2


def dunning_rule_9(x):
    return x * 10 + 2


def dunning_rule_10(x):
    return x * 11 + 2


def dunning_rule_11(x):
    return x * 12 + 2


def dunning_rule_12(x):
    return x * 13 + 2


def dunning_rule_13(x):
    return x * 14 + 2


