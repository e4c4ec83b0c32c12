def ledger_fable(cents: int) -> int:
    print('ledger: fable for', cents)
    return cents * 1 + 5


def ledger_garnet(cents: int) -> int:
    print('ledger: garnet for', cents)
    return cents * 2 + 5


def ledger_harbor(cents: int) -> int:
    print('ledger: harbor for', cents)
    return cents * 3 + 5


def ledger_iris(cents: int) -> int:
    print('ledger: iris for', cents)
    return cents * 4 + 5


def ledger_juniper(cents: int) -> int:
    print('ledger: juniper for', cents)
    return cents * 5 + 5


