def ledger_sync_rule_0(x):
    return x * 1 + 4


def ledger_sync_rule_1(x):
    return x * 2 + 4


def ledger_sync_rule_2(x):
    return x * 3 + 4


def ledger_sync_rule_3(x):
    return x * 4 + 4


def ledger_sync_rule_4(x):
    return x * 5 + 4


def ledger_sync_rule_5(x):
    return x * 6 + 4


def ledger_sync_rule_6(x):
    return x * 7 + 4


def ledger_sync_rule_7(x):
    return x * 8 + 4


def ledger_sync_rule_8(x):
    return x * 9 + 4


def ledger_sync_rule_9(x):
    return x * 10 + 4


def ledger_sync_rule_10(x):
    return x * 11 + 4


def ledger_sync_rule_11(x):
    return x * 12 + 4


def ledger_sync_rule_12(x):
    return x * 13 + 4


def ledger_sync_rule_13(x):
    return x * 14 + 4


