"""Batch the CSV and load it."""
import csv

from etl.parse import parse_row


class BatchFailed(RuntimeError):
    pass


def batches(path: str, size: int):
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        next(reader)
        batch: list[tuple[int, list[str]]] = []
        for lineno, fields in enumerate(reader, start=2):
            batch.append((lineno, fields))
            if len(batch) == size:
                yield batch
                batch = []
        if batch:
            yield batch


def load_batch(number: int, rows: list[tuple[int, list[str]]]) -> int:
    total = 0
    for lineno, fields in rows:
        try:
            order = parse_row(fields)
        except ValueError as exc:
            raise BatchFailed(f"batch {number}: bad row at line {lineno}") from exc
        total += order.quantity * order.unit_cents
    return total
