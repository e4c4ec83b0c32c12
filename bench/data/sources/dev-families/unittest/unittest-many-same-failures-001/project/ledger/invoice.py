"""Invoices: lines, totals per currency, a plain-text rendering."""
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal

from ledger.money import format_money, round_money


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    currency: str = "EUR"


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)

    def add(self, description, quantity, unit_price, currency="EUR"):
        self.lines.append(Line(description, quantity, Decimal(unit_price), currency))

    def totals_by_currency(self):
        totals = defaultdict(Decimal)
        for line in self.lines:
            totals[line.currency] += line.unit_price * line.quantity
        return {code: round_money(value) for code, value in sorted(totals.items())}

    def render(self):
        rows = [f"Invoice {self.number}"]
        for line in self.lines:
            rows.append(f"{line.quantity} x {line.description} @ {line.unit_price}")
        for code, value in self.totals_by_currency().items():
            rows.append(f"Total: {format_money(value, code)}")
        return "\n".join(rows) + "\n"
