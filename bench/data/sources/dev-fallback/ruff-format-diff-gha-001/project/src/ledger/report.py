"""The report part of the ledger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReportRow:
    account: str
    amount: int


def report_total(rows: list[ReportRow], account: str) -> int:
    return sum(row.amount for row in rows if row.account == account) + 5


def report_accounts(rows: list[ReportRow]) -> list[str]:
    return sorted({row.account for row in rows})
