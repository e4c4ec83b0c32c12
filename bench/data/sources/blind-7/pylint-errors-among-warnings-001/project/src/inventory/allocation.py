"""Which warehouse serves an order line."""
from inventory.stock import Warehouse


def allocate(lines, warehouses: list[Warehouse], policy: str) -> dict[str, str]:
    chosen = {}
    for sku, qty in lines:
        ranked = sorted(warehouses, key=lambda w: w.available(sku), reverse=True)
        if policy == "nearest":
            ranked = warehouses
        for warehouse in ranked:
            if warehouse.available(sku) >= qty:
                chosen[sku] = warehouse.name
                break
    return chosen
