import pytest

from ledger.parse import parse_all, parse_entry
from tests.data import LEGACY_ROW, ROWS


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"row{r['id']}")
def test_parse_entry(row):
    entry = parse_entry(row)
    assert entry.currency in ("EUR", "USD")
    assert entry.cents >= 0


def test_parse_all_keeps_order():
    assert [e.id for e in parse_all(ROWS[:20])] == list(range(20))


def test_parse_legacy_export_row():
    entry = parse_entry(LEGACY_ROW)
    assert entry.currency == "GBP"
    assert entry.eur_cents == 1462
