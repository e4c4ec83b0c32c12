"""Amounts of money: rounding, splitting, formatting.

>>> from decimal import Decimal
>>> format_money(Decimal("12.5"), "EUR")
'12.50 EUR'
"""
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def to_cents(amount):
    """The amount in cents.

    >>> to_cents(Decimal("12.34"))
    1234
    >>> to_cents("0.5")
    50
    """
    return int(Decimal(str(amount)) * 100)


def round_money(value):
    """Round to cents, halves away from zero.

    >>> round_money(Decimal("2.675"))
    Decimal('2.68')
    >>> round_money(Decimal("10"))
    Decimal('10.00')
    """
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def split(amount, parts):
    """Split an amount into equal shares, the remainder on the first.

    >>> split(Decimal("10.00"), 3)
    [Decimal('3.34'), Decimal('3.33'), Decimal('3.33')]
    >>> split(Decimal("7.00"), 1)
    [Decimal('7.00')]
    """
    share = (amount / parts).quantize(CENT, rounding=ROUND_DOWN)
    first = amount - share * (parts - 1)
    return [first] + [share] * (parts - 1)


def format_money(amount, currency):
    """Two decimals and the currency code.

    >>> format_money(Decimal("3"), "USD")
    '3.00 USD'
    """
    return f"{round_money(amount)} {currency}"
