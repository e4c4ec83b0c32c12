"""Values from a request's address, checked: a bad one reads as absent, never as an exception.

An address holds whatever its sender typed: `²` (str.isdigit() says yes, int() says no), `٣`
(int() takes it), twenty digits (past the bigint columns), ten thousand digits (past int()'s
own limit), a NUL (PostgreSQL refuses it in text). The views read their query parameters
through these helpers, so none of that reaches int() or the database.
"""

from __future__ import annotations

import re

BIGINT = 2**63 - 1
"""The largest value of a bigint column (ids), PostgreSQL's and SQLite's."""
INTEGER = 2**31 - 1
"""The largest value of an integer column (a step index); line numbers stay under it too."""
DIGITS = re.compile(r"[0-9]{1,19}")
"""ASCII digits only (re's \\d takes any Unicode digit), no more than BIGINT has."""


def whole_number(raw: str | None, *, minimum: int = 0, maximum: int = BIGINT) -> int | None:
    """`raw` as a whole number from `minimum` to `maximum`; None when absent or anything else.

    Only ASCII digits count: no sign, no spaces, no exponent, no other script's digits.
    """
    if raw is None or not DIGITS.fullmatch(raw):
        return None
    value = int(raw)
    return value if minimum <= value <= maximum else None


def text(raw: str | None) -> str:
    """`raw` stripped and without NUL characters (which PostgreSQL refuses); "" when absent."""
    return (raw or "").replace("\x00", "").strip()
