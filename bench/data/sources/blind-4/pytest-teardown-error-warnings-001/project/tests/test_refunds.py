from decimal import Decimal

import pytest

from ledger.refunds import refund


def payment(total):
    return {"id": "pay_0193", "total": Decimal(total), "state": "captured"}


def test_refund_full(conn):
    p = payment("40.00")
    assert refund(conn, p, "40.00") == Decimal("40.00")
    assert p["state"] == "refunded"


def test_refund_partial(conn):
    p = payment("40.00")
    assert refund(conn, p, "15.50") == Decimal("15.50")
    assert p["state"] == "partially_refunded"


def test_refund_rejects_zero(conn):
    with pytest.raises(ValueError, match="positive"):
        refund(conn, payment("10.00"), "0")


def test_refund_rejects_too_much(conn):
    with pytest.raises(ValueError, match="exceeds"):
        refund(conn, payment("10.00"), "10.01")
