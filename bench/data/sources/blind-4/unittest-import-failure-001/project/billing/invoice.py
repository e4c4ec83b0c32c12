from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Line:
    sku: str
    qty: int
    unit: Decimal


@dataclass
class InvoiceSummary:
    """Totals of an invoice (was InvoiceTotals before 4.0)."""

    lines: list[Line] = field(default_factory=list)

    @property
    def net(self) -> Decimal:
        return sum((ln.unit * ln.qty for ln in self.lines), Decimal("0"))
