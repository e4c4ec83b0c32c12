import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("5.01", 5), ("6.02", 6), ("7.03", 7), ("8.04", 8), ("9.05", 9), ("10.06", 10), ("11.07", 11), ("12.08", 12), ("13.09", 13), ("14.10", 14), ("15.11", 15), ("16.12", 16), ("17.13", 17), ("18.14", 18), ("19.15", 19), ("20.16", 20), ("21.17", 21), ("22.18", 22), ("23.19", 23), ("24.20", 24), ("25.21", 25), ("26.22", 26), ("27.23", 27), ("28.24", 28), ("29.25", 29), ("30.26", 30), ("31.27", 31), ("32.28", 32), ("33.29", 33), ("34.30", 34)])
def test_payouts_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "payouts", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_payouts_empty(conn):
    assert conn.rows == []
