"""Quantities typed by users: "12 km", "3.5 kg"."""
import re
from typing import NamedTuple

_QTY = re.compile(r"^\s*(?P<number>[0-9.,]+)\s*(?P<unit>[a-z0-9]+)\s*$")


class Quantity(NamedTuple):
    value: float
    unit: str


def parse_quantity(text: str) -> Quantity:
    """Parse "<number> <unit>".

    >>> parse_quantity("12 km")
    Quantity(value=12.0, unit='km')
    >>> parse_quantity(" 3.5kg ")
    Quantity(value=3.5, unit='kg')
    >>> parse_quantity("1,5 kg")
    Quantity(value=1.5, unit='kg')
    """
    m = _QTY.match(text)
    if not m:
        raise ValueError(f"not a quantity: {text!r}")
    value = float(m.group("number"))
    return Quantity(value, m.group("unit"))
