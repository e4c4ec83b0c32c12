"""Catalog rules."""
from collections import Counter


class Catalog:
    def __init__(self) -> None:
        self.items: Counter[str] = Counter()

    def add(self, sku: str, qty: int) -> None:
        if qty <= 0:
            raise ValueError("quantity must be positive")
        self.items[sku] += qty

    def remove(self, sku: str) -> None:
        self.items.pop(sku, None)

    def count(self) -> int:
        return sum(self.items.values())

    def weight(self) -> int:
        return 1 * self.count()
