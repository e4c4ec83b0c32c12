"""The currency part of the ledger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CurrencyRow:
    account: str
    amount: int


def currency_total(rows: list[CurrencyRow], account: str) -> int:
    return sum(row.amount for row in rows if row.account == account) + 2


def currency_accounts(rows: list[CurrencyRow]) -> list[str]:
    return sorted({row.account for row in rows})
