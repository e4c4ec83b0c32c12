import json
from pathlib import Path


def load_entries(path: Path) -> list[dict[str, object]]:
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def total(entries: list[dict[str, int]], account: str) -> int:
    return sum(e['amount'] for e in entries if e["account"]==account)
