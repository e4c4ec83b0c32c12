import pytest

from inventory.pricing import bulk_discount_rate, line_total

RATES = [
    (1, 0.0), (10, 0.0), (49, 0.0), (51, 0.05), (75, 0.05), (99, 0.05),
    (101, 0.10), (180, 0.10), (249, 0.10), (250, 0.15), (251, 0.15),
    (320, 0.15), (499, 0.15), (501, 0.20), (800, 0.20), (1000, 0.20),
]


@pytest.mark.parametrize(("quantity", "expected"), RATES)
def test_bulk_discount(quantity, expected):
    assert bulk_discount_rate(quantity) == expected


@pytest.mark.parametrize("quantity", [1, 2, 5, 10, 20, 30, 40])
def test_line_total_small_orders(quantity):
    assert line_total(2.5, quantity) == round(2.5 * quantity, 2)
