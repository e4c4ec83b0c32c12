import pytest

from tariffs.invoice import prorated_invoice

CASES = [('basic', 0, 30), ('basic', 10, 30), ('basic', 15, 30), ('basic', 30, 30), ('team', 0, 30), ('team', 10, 30), ('team', 15, 30), ('team', 30, 30), ('pro', 0, 30), ('pro', 10, 30), ('pro', 15, 30), ('pro', 30, 30), ('scale', 0, 30), ('scale', 10, 30), ('scale', 15, 30), ('scale', 30, 30), ('enterprise', 0, 30), ('enterprise', 10, 30), ('enterprise', 15, 30), ('enterprise', 30, 30)]


@pytest.mark.parametrize(("plan", "used", "period"), CASES)
def test_invoice_has_one_line(plan, used, period):
    inv = prorated_invoice(plan, used, period)
    assert len(inv.lines) == 1
    assert inv.lines[0][0].startswith(plan)
