import pytest

from ledger.compat import money


@pytest.mark.parametrize("raw,whole", [("8.01", 8), ("9.02", 9), ("10.03", 10), ("11.04", 11), ("12.05", 12), ("13.06", 13), ("14.07", 14), ("15.08", 15), ("16.09", 16), ("17.10", 17), ("18.11", 18), ("19.12", 19), ("20.13", 20), ("21.14", 21), ("22.15", 22), ("23.16", 23), ("24.17", 24), ("25.18", 25), ("26.19", 26), ("27.20", 27), ("28.21", 28), ("29.22", 29), ("30.23", 30), ("31.24", 31), ("32.25", 32), ("33.26", 33), ("34.27", 34), ("35.28", 35), ("36.29", 36), ("37.30", 37)])
def test_vat_amounts(conn, raw, whole):
    conn.begin()
    conn.insert({"area": "vat", "amount": money(raw)})
    conn.commit()
    assert int(money(raw)) == whole


def test_vat_empty(conn):
    assert conn.rows == []
