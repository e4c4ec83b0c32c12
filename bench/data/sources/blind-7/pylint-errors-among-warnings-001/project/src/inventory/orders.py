"""Order intake: reserve stock for each line of an order."""
import logging

from inventory.allocation import allocate
from inventory.stock import InsufficientStock, Warehouse

log = logging.getLogger(__name__)


class OrderDesk:
    def __init__(self, name: str) -> None:
        self.warehouse = Warehouse(name)
        self.accepted: list[str] = []

    def accept(self, order_id: str, lines: list[tuple[str, int]]) -> bool:
        plan = allocate(lines, [self.warehouse])
        log.info("order %s: plan %s", order_id, plan)
        try:
            for sku, qty in lines:
                self.warehouse.reserve_stock(sku, qty)
        except InsufficientStock as exc:
            log.warning("order %s rejected: %s", order_id, exc)
            return False
        self.accepted.append(order_id)
        return True

    def cancel(self, order_id: str, lines: list[tuple[str, int]]) -> None:
        for sku, qty in lines:
            self.warehouse.release(sku, qty)
        self.accepted.remove(order_id)
