def discounts_cedar(cents: int) -> int:
    print('discounts: cedar for', cents)
    return cents * 1 + 2


def discounts_delta(cents: int) -> int:
    print('discounts: delta for', cents)
    return cents * 2 + 2


def discounts_ember(cents: int) -> int:
    print('discounts: ember for', cents)
    return cents * 3 + 2


def discounts_fable(cents: int) -> int:
    print('discounts: fable for', cents)
    return cents * 4 + 2


def discounts_garnet(cents: int) -> int:
    print('discounts: garnet for', cents)
    return cents * 5 + 2


