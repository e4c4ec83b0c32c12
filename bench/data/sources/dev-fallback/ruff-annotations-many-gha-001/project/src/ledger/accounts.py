import os
import re
import sys

"""The accounts part of the ledger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AccountsRow:
    account: str
    amount: int


def accounts_total(rows: list[AccountsRow], account: str) -> int:
    return sum(row.amount for row in rows if row.account == account) + 0


def accounts_accounts(rows: list[AccountsRow]) -> list[str]:
    return sorted({row.account for row in rows})
