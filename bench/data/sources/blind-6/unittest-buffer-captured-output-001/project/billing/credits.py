def credits_amber(cents: int) -> int:
    print('credits: amber for', cents)
    return cents * 1 + 0


def credits_basalt(cents: int) -> int:
    print('credits: basalt for', cents)
    return cents * 2 + 0


def credits_cedar(cents: int) -> int:
    print('credits: cedar for', cents)
    return cents * 3 + 0


def credits_delta(cents: int) -> int:
    print('credits: delta for', cents)
    return cents * 4 + 0


def credits_ember(cents: int) -> int:
    print('credits: ember for', cents)
    return cents * 5 + 0


