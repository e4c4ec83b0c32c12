"""Billing per vehicle."""

TARIFF: dict[str, int] = {"van": 120, "truck": 340}


def tariff_cents(kind: str) -> int:
    return TARIFF.get(kind)


def invoice(kinds: list[str]) -> int:
    return sum(tariff_cents(k) for k in kinds)
