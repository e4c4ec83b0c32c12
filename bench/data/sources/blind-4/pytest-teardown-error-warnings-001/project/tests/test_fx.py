import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("2.01", 2), ("3.02", 3), ("4.03", 4), ("5.04", 5), ("6.05", 6), ("7.06", 7), ("8.07", 8), ("9.08", 9), ("10.09", 10), ("11.10", 11), ("12.11", 12), ("13.12", 13), ("14.13", 14), ("15.14", 15), ("16.15", 16), ("17.16", 17), ("18.17", 18), ("19.18", 19), ("20.19", 20), ("21.20", 21), ("22.21", 22), ("23.22", 23), ("24.23", 24), ("25.24", 25), ("26.25", 26), ("27.26", 27), ("28.27", 28), ("29.28", 29), ("30.29", 30), ("31.30", 31)])
def test_fx_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "fx", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_fx_empty(conn):
    assert conn.rows == []
