def usage_juniper(cents: int) -> int:
    print('usage: juniper for', cents)
    return cents * 1 + 9


def usage_kestrel(cents: int) -> int:
    print('usage: kestrel for', cents)
    return cents * 2 + 9


def usage_lumen(cents: int) -> int:
    print('usage: lumen for', cents)
    return cents * 3 + 9


def usage_maple(cents: int) -> int:
    print('usage: maple for', cents)
    return cents * 4 + 9


def usage_nectar(cents: int) -> int:
    print('usage: nectar for', cents)
    return cents * 5 + 9


