"""Parsing user input."""
import re
from decimal import Decimal

UNITS = {"h": 3600, "m": 60, "s": 1}
PART = re.compile(r"(\d+)([hms])")


def parse_duration(text):
    """Seconds in a duration such as 1h30m."""
    return sum(int(n) * UNITS[unit] for n, unit in PART.findall(text))


def parse_amount(text):
    """A decimal amount written with a comma or a point.

    >>> parse_amount("12,50")
    Decimal('12.50')
    >>> parse_amount("1.234,5")
    Decimal('1234.5')
    """
    return Decimal(text.replace(",", "."))
