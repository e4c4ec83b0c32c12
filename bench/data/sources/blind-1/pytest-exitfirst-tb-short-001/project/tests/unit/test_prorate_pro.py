import pytest

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate

CASES = [('pro', 0, 30), ('pro', 1, 30), ('pro', 2, 30), ('pro', 3, 30), ('pro', 4, 30), ('pro', 5, 30), ('pro', 6, 30), ('pro', 7, 30), ('pro', 8, 30), ('pro', 9, 30), ('pro', 10, 30), ('pro', 11, 30), ('pro', 12, 30), ('pro', 13, 30), ('pro', 14, 30), ('pro', 15, 30), ('pro', 16, 30), ('pro', 17, 30), ('pro', 18, 30), ('pro', 19, 30), ('pro', 20, 30), ('pro', 21, 30), ('pro', 22, 30), ('pro', 23, 30), ('pro', 24, 30), ('pro', 25, 30), ('pro', 26, 30), ('pro', 27, 30), ('pro', 28, 30), ('pro', 29, 30), ('pro', 30, 30), ('pro', 0, 31), ('pro', 2, 31), ('pro', 4, 31), ('pro', 6, 31), ('pro', 8, 31), ('pro', 10, 31), ('pro', 12, 31), ('pro', 14, 31), ('pro', 16, 31), ('pro', 18, 31), ('pro', 20, 31), ('pro', 22, 31), ('pro', 24, 31), ('pro', 26, 31), ('pro', 28, 31), ('pro', 30, 31), ('pro', 0, 28), ('pro', 3, 28), ('pro', 6, 28), ('pro', 9, 28), ('pro', 12, 28), ('pro', 15, 28), ('pro', 18, 28), ('pro', 21, 28), ('pro', 24, 28), ('pro', 27, 28)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_prorate_bounds_pro(plan, used, period):
    cents = prorate(PRICES_CENTS[plan], used, period)
    assert 0 <= cents <= PRICES_CENTS[plan]


@pytest.mark.parametrize("period", [28, 29, 30, 31])
def test_full_period_is_full_price_pro(period):
    assert prorate(PRICES_CENTS["pro"], period, period) == PRICES_CENTS["pro"]


def test_rejects_negative_days_pro():
    with pytest.raises(ValueError):
        prorate(PRICES_CENTS["pro"], -1, 30)
