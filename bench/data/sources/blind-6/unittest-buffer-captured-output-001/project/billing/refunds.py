def refunds_iris(cents: int) -> int:
    print('refunds: iris for', cents)
    return cents * 1 + 8


def refunds_juniper(cents: int) -> int:
    print('refunds: juniper for', cents)
    return cents * 2 + 8


def refunds_kestrel(cents: int) -> int:
    print('refunds: kestrel for', cents)
    return cents * 3 + 8


def refunds_lumen(cents: int) -> int:
    print('refunds: lumen for', cents)
    return cents * 4 + 8


def refunds_maple(cents: int) -> int:
    print('refunds: maple for', cents)
    return cents * 5 + 8


