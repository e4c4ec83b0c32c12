def invoices_ember(cents: int) -> int:
    print('invoices: ember for', cents)
    return cents * 1 + 4


def invoices_fable(cents: int) -> int:
    print('invoices: fable for', cents)
    return cents * 2 + 4


def invoices_garnet(cents: int) -> int:
    print('invoices: garnet for', cents)
    return cents * 3 + 4


def invoices_harbor(cents: int) -> int:
    print('invoices: harbor for', cents)
    return cents * 4 + 4


def invoices_iris(cents: int) -> int:
    print('invoices: iris for', cents)
    return cents * 5 + 4


