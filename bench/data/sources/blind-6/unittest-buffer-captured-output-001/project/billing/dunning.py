def dunning_delta(cents: int) -> int:
    print('dunning: delta for', cents)
    return cents * 1 + 3


def dunning_ember(cents: int) -> int:
    print('dunning: ember for', cents)
    return cents * 2 + 3


def dunning_fable(cents: int) -> int:
    print('dunning: fable for', cents)
    return cents * 3 + 3


def dunning_garnet(cents: int) -> int:
    print('dunning: garnet for', cents)
    return cents * 4 + 3


def dunning_harbor(cents: int) -> int:
    print('dunning: harbor for', cents)
    return cents * 5 + 3


