"""Parse exported ledger rows."""
from dataclasses import dataclass

from ledger.legacy import to_cents

RATES = {"EUR": 100, "USD": 92, "GBP": 117}


@dataclass
class Entry:
    id: int
    cents: int
    currency: str

    @property
    def eur_cents(self) -> int:
        return self.cents * RATES[self.currency] // 100


def parse_entry(row: dict) -> Entry:
    cents = to_cents(row["amount"])
    return Entry(id=int(row["id"]), cents=cents, currency=row["currency"])


def parse_all(rows: list[dict]) -> list[Entry]:
    return [parse_entry(r) for r in rows]
