import pytest

from orders.model import fetch_total, insert_order


@pytest.mark.parametrize("order_id", range(1, 81))
def test_roundtrip(db, order_id):
    insert_order(db, order_id, order_id * 250)
    assert fetch_total(db, order_id) == order_id * 250
