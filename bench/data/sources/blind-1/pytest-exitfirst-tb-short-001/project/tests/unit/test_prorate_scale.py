import pytest

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate

CASES = [('scale', 0, 30), ('scale', 1, 30), ('scale', 2, 30), ('scale', 3, 30), ('scale', 4, 30), ('scale', 5, 30), ('scale', 6, 30), ('scale', 7, 30), ('scale', 8, 30), ('scale', 9, 30), ('scale', 10, 30), ('scale', 11, 30), ('scale', 12, 30), ('scale', 13, 30), ('scale', 14, 30), ('scale', 15, 30), ('scale', 16, 30), ('scale', 17, 30), ('scale', 18, 30), ('scale', 19, 30), ('scale', 20, 30), ('scale', 21, 30), ('scale', 22, 30), ('scale', 23, 30), ('scale', 24, 30), ('scale', 25, 30), ('scale', 26, 30), ('scale', 27, 30), ('scale', 28, 30), ('scale', 29, 30), ('scale', 30, 30), ('scale', 0, 31), ('scale', 2, 31), ('scale', 4, 31), ('scale', 6, 31), ('scale', 8, 31), ('scale', 10, 31), ('scale', 12, 31), ('scale', 14, 31), ('scale', 16, 31), ('scale', 18, 31), ('scale', 20, 31), ('scale', 22, 31), ('scale', 24, 31), ('scale', 26, 31), ('scale', 28, 31), ('scale', 30, 31), ('scale', 0, 28), ('scale', 3, 28), ('scale', 6, 28), ('scale', 9, 28), ('scale', 12, 28), ('scale', 15, 28), ('scale', 18, 28), ('scale', 21, 28), ('scale', 24, 28), ('scale', 27, 28)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_prorate_bounds_scale(plan, used, period):
    cents = prorate(PRICES_CENTS[plan], used, period)
    assert 0 <= cents <= PRICES_CENTS[plan]


@pytest.mark.parametrize("period", [28, 29, 30, 31])
def test_full_period_is_full_price_scale(period):
    assert prorate(PRICES_CENTS["scale"], period, period) == PRICES_CENTS["scale"]


def test_rejects_negative_days_scale():
    with pytest.raises(ValueError):
        prorate(PRICES_CENTS["scale"], -1, 30)
