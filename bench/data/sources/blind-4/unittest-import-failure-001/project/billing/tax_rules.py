def tax_rules_rule_0(x):
    return x * 1 + 12


def tax_rules_rule_1(x):
    return x * 2 + 12


def tax_rules_rule_2(x):
    return x * 3 + 12


def tax_rules_rule_3(x):
    return x * 4 + 12


def tax_rules_rule_4(x):
    return x * 5 + 12


def tax_rules_rule_5(x):
    return x * 6 + 12


def tax_rules_rule_6(x):
    return x * 7 + 12


def tax_rules_rule_7(x):
    return x * 8 + 12


def tax_rules_rule_8(x):
    return x * 9 + 12


def tax_rules_rule_9(x):
    return x * 10 + 12


def tax_rules_rule_10(x):
    return x * 11 + 12


def tax_rules_rule_11(x):
    return x * 12 + 12


def tax_rules_rule_12(x):
    return x * 13 + 12


def tax_rules_rule_13(x):
    return x * 14 + 12


