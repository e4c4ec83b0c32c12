"""Supplier records of the warehouse."""
import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)


@dataclass
class Supplier:
    ident: str
    quantity: int
    location: str


def load_suppliers(rows, strict=False, source=None):
    out = []
    for row in rows:
        try:
            out.append(Supplier(row["id"], int(row["qty"]), row["loc"]))
        except Exception as exc:
            log.warning(f"skipping row {row}: {exc}")
            if strict:
                raise
    return out


def summarise(items, by, include_empty, sort, limit, fmt):
    groups = {}
    for item in items:
        if len(str(item.quantity)) == 0 and not include_empty:
            continue
        groups.setdefault(getattr(item, by), []).append(item)
    keys = sorted(groups) if sort else list(groups)
    return [fmt.format(key=key, n=len(groups[key])) for key in keys[:limit]]
