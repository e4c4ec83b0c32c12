"""Price lists per sales channel (PriceBook was renamed PriceList in 5.3)."""
from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class PriceList:
    channel: str
    currency: str = "EUR"
    prices: dict[str, Decimal] = field(default_factory=dict)

    def set(self, sku: str, amount: str) -> None:
        self.prices[sku] = Decimal(amount)

    def price(self, sku: str) -> Decimal:
        return self.prices[sku]
