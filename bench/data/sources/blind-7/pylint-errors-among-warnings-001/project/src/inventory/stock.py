"""Stock levels and reservations."""
from collections import defaultdict


class InsufficientStock(Exception):
    pass


class Warehouse:
    def __init__(self, name: str) -> None:
        self.name = name
        self.levels: dict[str, int] = defaultdict(int)
        self.reserved: dict[str, int] = defaultdict(int)

    def receive(self, sku: str, qty: int) -> None:
        self.levels[sku] += qty

    def available(self, sku: str) -> int:
        return self.levels[sku] - self.reserved[sku]

    def reserve(self, sku: str, qty: int) -> None:
        if qty > self.available(sku):
            raise InsufficientStock(f"{sku}: want {qty}, have {self.available(sku)}")
        self.reserved[sku] += qty

    def release(self, sku: str, qty: int) -> None:
        self.reserved[sku] = max(0, self.reserved[sku] - qty)
