"""Parse one partition file into (region, quantity, cents) rows."""
import csv
from pathlib import Path


def parse_row(row: dict[str, str]) -> tuple[str, int, int]:
    quantity = int(row["quantity"])
    return row["region"], quantity, quantity * int(row["unit_cents"])


def summarize(path: str) -> tuple[str, int, int]:
    with Path(path).open(newline="") as handle:
        rows = [parse_row(row) for row in csv.DictReader(handle)]
    return Path(path).stem, len(rows), sum(cents for _, _, cents in rows)
