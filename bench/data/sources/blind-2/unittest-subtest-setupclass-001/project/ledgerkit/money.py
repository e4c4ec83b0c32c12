"""Amounts in integer cents."""
import logging
from decimal import ROUND_HALF_EVEN, Decimal

log = logging.getLogger(__name__)


def to_cents(amount: str) -> int:
    value = Decimal(amount)
    cents = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    if cents != value:
        log.info("rounded %s to %s (half-even)", amount, cents)
    return int(cents * 100)


def format_cents(cents: int, currency: str = "EUR") -> str:
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole:,}.{frac:02d} {currency}"
