import pytest

from tariffs.plans import PRICES_CENTS
from tariffs.proration import prorate

CASES = [('team', 0, 30), ('team', 1, 30), ('team', 2, 30), ('team', 3, 30), ('team', 4, 30), ('team', 5, 30), ('team', 6, 30), ('team', 7, 30), ('team', 8, 30), ('team', 9, 30), ('team', 10, 30), ('team', 11, 30), ('team', 12, 30), ('team', 13, 30), ('team', 14, 30), ('team', 15, 30), ('team', 16, 30), ('team', 17, 30), ('team', 18, 30), ('team', 19, 30), ('team', 20, 30), ('team', 21, 30), ('team', 22, 30), ('team', 23, 30), ('team', 24, 30), ('team', 25, 30), ('team', 26, 30), ('team', 27, 30), ('team', 28, 30), ('team', 29, 30), ('team', 30, 30), ('team', 0, 31), ('team', 2, 31), ('team', 4, 31), ('team', 6, 31), ('team', 8, 31), ('team', 10, 31), ('team', 12, 31), ('team', 14, 31), ('team', 16, 31), ('team', 18, 31), ('team', 20, 31), ('team', 22, 31), ('team', 24, 31), ('team', 26, 31), ('team', 28, 31), ('team', 30, 31), ('team', 0, 28), ('team', 3, 28), ('team', 6, 28), ('team', 9, 28), ('team', 12, 28), ('team', 15, 28), ('team', 18, 28), ('team', 21, 28), ('team', 24, 28), ('team', 27, 28)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_prorate_bounds_team(plan, used, period):
    cents = prorate(PRICES_CENTS[plan], used, period)
    assert 0 <= cents <= PRICES_CENTS[plan]


@pytest.mark.parametrize("period", [28, 29, 30, 31])
def test_full_period_is_full_price_team(period):
    assert prorate(PRICES_CENTS["team"], period, period) == PRICES_CENTS["team"]


def test_rejects_negative_days_team():
    with pytest.raises(ValueError):
        prorate(PRICES_CENTS["team"], -1, 30)
