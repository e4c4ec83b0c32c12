import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("1.01", 1), ("2.02", 2), ("3.03", 3), ("4.04", 4), ("5.05", 5), ("6.06", 6), ("7.07", 7), ("8.08", 8), ("9.09", 9), ("10.10", 10), ("11.11", 11), ("12.12", 12), ("13.13", 13), ("14.14", 14), ("15.15", 15), ("16.16", 16), ("17.17", 17), ("18.18", 18), ("19.19", 19), ("20.20", 20), ("21.21", 21), ("22.22", 22), ("23.23", 23), ("24.24", 24), ("25.25", 25), ("26.26", 26), ("27.27", 27), ("28.28", 28), ("29.29", 29), ("30.30", 30)])
def test_accounts_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "accounts", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_accounts_empty(conn):
    assert conn.rows == []
