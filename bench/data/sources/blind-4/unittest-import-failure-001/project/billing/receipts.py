def receipts_rule_0(x):
    return x * 1 + 7


def receipts_rule_1(x):
    return x * 2 + 7


def receipts_rule_2(x):
    return x * 3 + 7


def receipts_rule_3(x):
    return x * 4 + 7


def receipts_rule_4(x):
    return x * 5 + 7


def receipts_rule_5(x):
    return x * 6 + 7


def receipts_rule_6(x):
    return x * 7 + 7


def receipts_rule_7(x):
    return x * 8 + 7


def receipts_rule_8(x):
    return x * 9 + 7


def receipts_rule_9(x):
    return x * 10 + 7


def receipts_rule_10(x):
    return x * 11 + 7


def receipts_rule_11(x):
    return x * 12 + 7


def receipts_rule_12(x):
    return x * 13 + 7


def receipts_rule_13(x):
    return x * 14 + 7


