import pytest

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate

CASES = [('basic', 0, 30), ('basic', 1, 30), ('basic', 2, 30), ('basic', 3, 30), ('basic', 4, 30), ('basic', 5, 30), ('basic', 6, 30), ('basic', 7, 30), ('basic', 8, 30), ('basic', 9, 30), ('basic', 10, 30), ('basic', 11, 30), ('basic', 12, 30), ('basic', 13, 30), ('basic', 14, 30), ('basic', 15, 30), ('basic', 16, 30), ('basic', 17, 30), ('basic', 18, 30), ('basic', 19, 30), ('basic', 20, 30), ('basic', 21, 30), ('basic', 22, 30), ('basic', 23, 30), ('basic', 24, 30), ('basic', 25, 30), ('basic', 26, 30), ('basic', 27, 30), ('basic', 28, 30), ('basic', 29, 30), ('basic', 30, 30), ('basic', 0, 31), ('basic', 2, 31), ('basic', 4, 31), ('basic', 6, 31), ('basic', 8, 31), ('basic', 10, 31), ('basic', 12, 31), ('basic', 14, 31), ('basic', 16, 31), ('basic', 18, 31), ('basic', 20, 31), ('basic', 22, 31), ('basic', 24, 31), ('basic', 26, 31), ('basic', 28, 31), ('basic', 30, 31), ('basic', 0, 28), ('basic', 3, 28), ('basic', 6, 28), ('basic', 9, 28), ('basic', 12, 28), ('basic', 15, 28), ('basic', 18, 28), ('basic', 21, 28), ('basic', 24, 28), ('basic', 27, 28)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_prorate_bounds_basic(plan, used, period):
    cents = prorate(PRICES_CENTS[plan], used, period)
    assert 0 <= cents <= PRICES_CENTS[plan]


@pytest.mark.parametrize("period", [28, 29, 30, 31])
def test_full_period_is_full_price_basic(period):
    assert prorate(PRICES_CENTS["basic"], period, period) == PRICES_CENTS["basic"]


def test_rejects_negative_days_basic():
    with pytest.raises(ValueError):
        prorate(PRICES_CENTS["basic"], -1, 30)
