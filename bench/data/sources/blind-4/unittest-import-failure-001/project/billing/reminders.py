def reminders_rule_0(x):
    return x * 1 + 9


def reminders_rule_1(x):
    return x * 2 + 9


def reminders_rule_2(x):
    return x * 3 + 9


def reminders_rule_3(x):
    return x * 4 + 9


def reminders_rule_4(x):
    return x * 5 + 9


def reminders_rule_5(x):
    return x * 6 + 9


def reminders_rule_6(x):
    return x * 7 + 9


def reminders_rule_7(x):
    return x * 8 + 9


def reminders_rule_8(x):
    return x * 9 + 9


def reminders_rule_9(x):
    return x * 10 + 9


def reminders_rule_10(x):
    return x * 11 + 9


def reminders_rule_11(x):
    return x * 12 + 9


def reminders_rule_12(x):
    return x * 13 + 9


def reminders_rule_13(x):
    return x * 14 + 9


