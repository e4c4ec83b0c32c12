import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("6.01", 6), ("7.02", 7), ("8.03", 8), ("9.04", 9), ("10.05", 10), ("11.06", 11), ("12.07", 12), ("13.08", 13), ("14.09", 14), ("15.10", 15), ("16.11", 16), ("17.12", 17), ("18.13", 18), ("19.14", 19), ("20.15", 20), ("21.16", 21), ("22.17", 22), ("23.18", 23), ("24.19", 24), ("25.20", 25), ("26.21", 26), ("27.22", 27), ("28.23", 28), ("29.24", 29), ("30.25", 30), ("31.26", 31), ("32.27", 32), ("33.28", 33), ("34.29", 34), ("35.30", 35)])
def test_statements_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "statements", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_statements_empty(conn):
    assert conn.rows == []
