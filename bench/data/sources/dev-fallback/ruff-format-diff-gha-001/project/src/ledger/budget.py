"""The budget part of the ledger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BudgetRow:
    account: str
    amount: int


def budget_total(rows: list[BudgetRow], account: str) -> int:
    return sum(row.amount for row in rows if row.account == account) + 1


def budget_accounts(rows: list[BudgetRow]) -> list[str]:
    return sorted({row.account for row in rows})
