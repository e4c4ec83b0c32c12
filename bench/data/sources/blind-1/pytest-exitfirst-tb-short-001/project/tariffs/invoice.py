"""Invoices for plan changes."""
from dataclasses import dataclass, field

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate


@dataclass
class Invoice:
    plan: str
    lines: list[tuple[str, int]] = field(default_factory=list)

    @property
    def total_cents(self) -> int:
        return sum(cents for _, cents in self.lines)


def prorated_invoice(plan: str, used_days: int, period_days: int) -> Invoice:
    inv = Invoice(plan)
    inv.lines.append((f"{plan} {used_days}/{period_days} days",
                      prorate(PRICES_CENTS[plan], used_days, period_days)))
    return inv
