import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("7.01", 7), ("8.02", 8), ("9.03", 9), ("10.04", 10), ("11.05", 11), ("12.06", 12), ("13.07", 13), ("14.08", 14), ("15.09", 15), ("16.10", 16), ("17.11", 17), ("18.12", 18), ("19.13", 19), ("20.14", 20), ("21.15", 21), ("22.16", 22), ("23.17", 23), ("24.18", 24), ("25.19", 25), ("26.20", 26), ("27.21", 27), ("28.22", 28), ("29.23", 29), ("30.24", 30), ("31.25", 31), ("32.26", 32), ("33.27", 33), ("34.28", 34), ("35.29", 35), ("36.30", 36)])
def test_tax_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "tax", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_tax_empty(conn):
    assert conn.rows == []
