def currency_basalt(cents: int) -> int:
    print('currency: basalt for', cents)
    return cents * 1 + 1


def currency_cedar(cents: int) -> int:
    print('currency: cedar for', cents)
    return cents * 2 + 1


def currency_delta(cents: int) -> int:
    print('currency: delta for', cents)
    return cents * 3 + 1


def currency_ember(cents: int) -> int:
    print('currency: ember for', cents)
    return cents * 4 + 1


def currency_fable(cents: int) -> int:
    print('currency: fable for', cents)
    return cents * 5 + 1


