"""Split an amount of cents between partners by weight."""


def allocate(total_cents: int, weights: list[int]) -> list[int]:
    """Each partner's share of total_cents, proportional to its weight."""
    if total_cents < 0 or not weights or min(weights) <= 0:
        raise ValueError("need a non-negative total and positive weights")
    whole = sum(weights)
    return [round(total_cents * weight / whole) for weight in weights]
