import pytest

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate

CASES = [('enterprise', 0, 30), ('enterprise', 1, 30), ('enterprise', 2, 30), ('enterprise', 3, 30), ('enterprise', 4, 30), ('enterprise', 5, 30), ('enterprise', 6, 30), ('enterprise', 7, 30), ('enterprise', 8, 30), ('enterprise', 9, 30), ('enterprise', 10, 30), ('enterprise', 11, 30), ('enterprise', 12, 30), ('enterprise', 13, 30), ('enterprise', 14, 30), ('enterprise', 15, 30), ('enterprise', 16, 30), ('enterprise', 17, 30), ('enterprise', 18, 30), ('enterprise', 19, 30), ('enterprise', 20, 30), ('enterprise', 21, 30), ('enterprise', 22, 30), ('enterprise', 23, 30), ('enterprise', 24, 30), ('enterprise', 25, 30), ('enterprise', 26, 30), ('enterprise', 27, 30), ('enterprise', 28, 30), ('enterprise', 29, 30), ('enterprise', 30, 30), ('enterprise', 0, 31), ('enterprise', 2, 31), ('enterprise', 4, 31), ('enterprise', 6, 31), ('enterprise', 8, 31), ('enterprise', 10, 31), ('enterprise', 12, 31), ('enterprise', 14, 31), ('enterprise', 16, 31), ('enterprise', 18, 31), ('enterprise', 20, 31), ('enterprise', 22, 31), ('enterprise', 24, 31), ('enterprise', 26, 31), ('enterprise', 28, 31), ('enterprise', 30, 31), ('enterprise', 0, 28), ('enterprise', 3, 28), ('enterprise', 6, 28), ('enterprise', 9, 28), ('enterprise', 12, 28), ('enterprise', 15, 28), ('enterprise', 18, 28), ('enterprise', 21, 28), ('enterprise', 24, 28), ('enterprise', 27, 28)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_prorate_bounds_enterprise(plan, used, period):
    cents = prorate(PRICES_CENTS[plan], used, period)
    assert 0 <= cents <= PRICES_CENTS[plan]


@pytest.mark.parametrize("period", [28, 29, 30, 31])
def test_full_period_is_full_price_enterprise(period):
    assert prorate(PRICES_CENTS["enterprise"], period, period) == PRICES_CENTS["enterprise"]


def test_rejects_negative_days_enterprise():
    with pytest.raises(ValueError):
        prorate(PRICES_CENTS["enterprise"], -1, 30)
