import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("4.01", 4), ("5.02", 5), ("6.03", 6), ("7.04", 7), ("8.05", 8), ("9.06", 9), ("10.07", 10), ("11.08", 11), ("12.09", 12), ("13.10", 13), ("14.11", 14), ("15.12", 15), ("16.13", 16), ("17.14", 17), ("18.15", 18), ("19.16", 19), ("20.17", 20), ("21.18", 21), ("22.19", 22), ("23.20", 23), ("24.21", 24), ("25.22", 25), ("26.23", 26), ("27.24", 27), ("28.25", 28), ("29.26", 29), ("30.27", 30), ("31.28", 31), ("32.29", 32), ("33.30", 33)])
def test_journals_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "journals", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_journals_empty(conn):
    assert conn.rows == []
