"""Prorate a plan price over the days of a billing period."""


def prorate(amount_cents: int, used_days: int, period_days: int) -> int:
    if not 0 <= used_days <= period_days:
        raise ValueError("used_days out of range")
    return amount_cents * used_days // period_days
