def plans_harbor(cents: int) -> int:
    print('plans: harbor for', cents)
    return cents * 1 + 7


def plans_iris(cents: int) -> int:
    print('plans: iris for', cents)
    return cents * 2 + 7


def plans_juniper(cents: int) -> int:
    print('plans: juniper for', cents)
    return cents * 3 + 7


def plans_kestrel(cents: int) -> int:
    print('plans: kestrel for', cents)
    return cents * 4 + 7


def plans_lumen(cents: int) -> int:
    print('plans: lumen for', cents)
    return cents * 5 + 7


