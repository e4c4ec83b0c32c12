from decimal import Decimal

RATES: dict[str, Decimal] = {"van": Decimal("0.42"), "truck": Decimal("0.77")}


def rate_for(kind: str) -> Decimal:
    return RATES.get(kind)


def trip_cost(kind: str, km: int) -> Decimal:
    return rate_for(kind) * km
