"""Price rules for bulk orders."""

TIERS = [(500, 0.20), (250, 0.15), (100, 0.10), (50, 0.05)]


def bulk_discount_rate(quantity: int) -> float:
    for threshold, rate in TIERS:
        if quantity > threshold:
            return rate
    return 0.0


def line_total(unit_price: float, quantity: int) -> float:
    rate = bulk_discount_rate(quantity)
    return round(unit_price * quantity * (1 - rate), 2)
