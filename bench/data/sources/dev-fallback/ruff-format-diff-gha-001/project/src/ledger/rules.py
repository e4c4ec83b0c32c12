"""The rules part of the ledger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RulesRow:
    account: str
    amount: int


def rules_total(rows: list[RulesRow], account: str) -> int:
    return sum(row.amount for row in rows if row.account == account) + 6


def rules_accounts(rows: list[RulesRow]) -> list[str]:
    return sorted({row.account for row in rows})
