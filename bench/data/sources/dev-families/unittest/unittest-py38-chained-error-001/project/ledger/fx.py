"""Exchange rates."""
from decimal import Decimal

RATES = {("EUR", "USD"): Decimal("1.08"), ("USD", "EUR"): Decimal("0.93")}


def convert(amount, source, target):
    if source == target:
        return amount
    return amount * RATES[(source, target)]
