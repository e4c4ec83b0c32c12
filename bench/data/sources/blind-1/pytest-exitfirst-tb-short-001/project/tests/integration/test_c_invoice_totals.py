from decimal import ROUND_HALF_UP, Decimal

import pytest

from tariffs.invoice import prorated_invoice
from tariffs.plans import PRICES_CENTS

CASES = [('basic', 1, 2), ('basic', 1, 4), ('basic', 3, 4), ('basic', 1, 5), ('basic', 2, 5), ('basic', 1, 3), ('basic', 2, 3), ('team', 1, 2), ('team', 1, 4), ('team', 3, 4), ('team', 1, 5), ('team', 2, 5), ('team', 1, 3), ('team', 2, 3), ('pro', 1, 2), ('pro', 1, 4), ('pro', 3, 4), ('pro', 1, 5), ('pro', 2, 5), ('pro', 1, 3), ('pro', 2, 3), ('scale', 1, 2), ('scale', 1, 4), ('scale', 3, 4), ('scale', 1, 5), ('scale', 2, 5), ('scale', 1, 3), ('scale', 2, 3), ('enterprise', 1, 2), ('enterprise', 1, 4), ('enterprise', 3, 4), ('enterprise', 1, 5), ('enterprise', 2, 5), ('enterprise', 1, 3), ('enterprise', 2, 3)]
IDS = ['plan-basic-1of2', 'plan-basic-1of4', 'plan-basic-3of4', 'plan-basic-1of5', 'plan-basic-2of5', 'plan-basic-1of3', 'plan-basic-2of3', 'plan-team-1of2', 'plan-team-1of4', 'plan-team-3of4', 'plan-team-1of5', 'plan-team-2of5', 'plan-team-1of3', 'plan-team-2of3', 'plan-pro-1of2', 'plan-pro-1of4', 'plan-pro-3of4', 'plan-pro-1of5', 'plan-pro-2of5', 'plan-pro-1of3', 'plan-pro-2of3', 'plan-scale-1of2', 'plan-scale-1of4', 'plan-scale-3of4', 'plan-scale-1of5', 'plan-scale-2of5', 'plan-scale-1of3', 'plan-scale-2of3', 'plan-enterprise-1of2', 'plan-enterprise-1of4', 'plan-enterprise-3of4', 'plan-enterprise-1of5', 'plan-enterprise-2of5', 'plan-enterprise-1of3', 'plan-enterprise-2of3']


def expected_cents(plan, used, period):
    exact = Decimal(PRICES_CENTS[plan]) * used / period
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


@pytest.mark.parametrize(("plan", "used", "period"), CASES, ids=IDS)
def test_prorated_invoice(plan, used, period):
    invoice = prorated_invoice(plan, used, period)
    expected = expected_cents(plan, used, period)
    assert invoice.total_cents == expected
