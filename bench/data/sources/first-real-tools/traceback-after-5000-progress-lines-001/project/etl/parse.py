"""Row parsing."""
from dataclasses import dataclass


@dataclass
class Order:
    order_id: int
    sku: str
    quantity: int
    unit_cents: int


def parse_row(fields: list[str]) -> Order:
    order_id, sku, quantity, unit_cents = fields
    return Order(int(order_id), sku, int(quantity), int(unit_cents))
