import pytest

from orders.model import order_total


@pytest.mark.parametrize("n", range(170))
def test_order_total(n):
    lines = [(q, 100 + q) for q in range(n % 7 + 1)]
    assert order_total(lines) == sum(q * (100 + q) for q in range(n % 7 + 1))
