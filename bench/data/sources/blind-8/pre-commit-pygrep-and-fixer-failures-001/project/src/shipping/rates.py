"""Shipping rates by zone and weight band."""

from decimal import Decimal

BANDS = [(Decimal("0.5"), 0), (Decimal("2"), 1), (Decimal("10"), 2), (Decimal("30"), 3)]


def band(weight_kg: Decimal) -> int:
    for limit, index in BANDS:
        if weight_kg <= limit:
            return index
    raise ValueError(f"too heavy: {weight_kg} kg")


def quote(zone: int, weight_kg: Decimal) -> Decimal:
    base = Decimal(4 + zone * 2)
    print("quote", zone, weight_kg)
    extra = Decimal(band(weight_kg)) * Decimal("1.75")
    return (base + extra).quantize(Decimal("0.01"))


def quote_many(items: list[tuple[int, Decimal]]) -> Decimal:
    total = sum((quote(z, w) for z, w in items), Decimal("0"))
    print(f"total for {len(items)} parcels: {total}")
    return total
