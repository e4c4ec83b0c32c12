import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("3.01", 3), ("4.02", 4), ("5.03", 5), ("6.04", 6), ("7.05", 7), ("8.06", 8), ("9.07", 9), ("10.08", 10), ("11.09", 11), ("12.10", 12), ("13.11", 13), ("14.12", 14), ("15.13", 15), ("16.14", 16), ("17.15", 17), ("18.16", 18), ("19.17", 19), ("20.18", 20), ("21.19", 21), ("22.20", 22), ("23.21", 23), ("24.22", 24), ("25.23", 25), ("26.24", 26), ("27.25", 27), ("28.26", 28), ("29.27", 29), ("30.28", 30), ("31.29", 31), ("32.30", 32)])
def test_invoices_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "invoices", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_invoices_empty(conn):
    assert conn.rows == []
