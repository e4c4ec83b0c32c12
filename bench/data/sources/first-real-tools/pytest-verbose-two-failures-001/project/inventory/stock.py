"""Warehouse stock levels and reservations."""


class InsufficientStock(Exception):
    pass


class Warehouse:
    def __init__(self, levels: dict[str, int]) -> None:
        self.levels = dict(levels)
        self.reserved: dict[str, int] = {}

    def available(self, sku: str) -> int:
        return self.levels.get(sku, 0) - self.reserved.get(sku, 0)

    def reserve(self, sku: str, qty: int) -> None:
        if qty <= 0:
            raise ValueError("quantity must be positive")
        if qty > self.levels.get(sku, 0):
            raise InsufficientStock(sku)
        self.reserved[sku] = self.reserved.get(sku, 0) + qty

    def release(self, sku: str, qty: int) -> None:
        self.reserved[sku] = max(0, self.reserved.get(sku, 0) - qty)
