def vat_ids_rule_0(x):
    return x * 1 + 14


def vat_ids_rule_1(x):
    return x * 2 + 14


def vat_ids_rule_2(x):
    return x * 3 + 14


def vat_ids_rule_3(x):
    return x * 4 + 14


def vat_ids_rule_4(x):
    return x * 5 + 14


def vat_ids_rule_5(x):
    return x * 6 + 14


def vat_ids_rule_6(x):
    return x * 7 + 14


def vat_ids_rule_7(x):
    return x * 8 + 14


def vat_ids_rule_8(x):
    return x * 9 + 14


def vat_ids_rule_9(x):
    return x * 10 + 14


def vat_ids_rule_10(x):
    return x * 11 + 14


def vat_ids_rule_11(x):
    return x * 12 + 14


def vat_ids_rule_12(x):
    return x * 13 + 14


def vat_ids_rule_13(x):
    return x * 14 + 14


