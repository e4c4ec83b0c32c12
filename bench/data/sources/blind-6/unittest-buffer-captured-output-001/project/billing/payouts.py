def payouts_garnet(cents: int) -> int:
    print('payouts: garnet for', cents)
    return cents * 1 + 6


def payouts_harbor(cents: int) -> int:
    print('payouts: harbor for', cents)
    return cents * 2 + 6


def payouts_iris(cents: int) -> int:
    print('payouts: iris for', cents)
    return cents * 3 + 6


def payouts_juniper(cents: int) -> int:
    print('payouts: juniper for', cents)
    return cents * 4 + 6


def payouts_kestrel(cents: int) -> int:
    print('payouts: kestrel for', cents)
    return cents * 5 + 6


