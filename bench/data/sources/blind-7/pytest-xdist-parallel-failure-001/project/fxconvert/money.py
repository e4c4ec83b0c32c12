"""Amounts as integers of the currency's minor unit (cents, fils, yen)."""
from decimal import Decimal

from fxconvert.currencies import exponent


def to_minor_units(amount: float, currency: str) -> int:
    """12.34 EUR -> 1234; 5 JPY -> 5; 1.005 KWD -> 1005."""
    return int(amount * 10 ** exponent(currency))


def from_minor_units(units: int, currency: str) -> Decimal:
    return Decimal(units).scaleb(-exponent(currency))


def format_amount(units: int, currency: str) -> str:
    return f"{from_minor_units(units, currency):,} {currency}"
