import pytest

from tariffs.invoice import prorated_invoice

CASES = [('basic', 1), ('basic', 3), ('basic', 5), ('basic', 7), ('basic', 9), ('basic', 11), ('basic', 13), ('basic', 15), ('basic', 17), ('basic', 19), ('basic', 21), ('basic', 23), ('basic', 25), ('basic', 27), ('basic', 29), ('team', 1), ('team', 3), ('team', 5), ('team', 7), ('team', 9), ('team', 11), ('team', 13), ('team', 15), ('team', 17), ('team', 19), ('team', 21), ('team', 23), ('team', 25), ('team', 27), ('team', 29), ('pro', 1), ('pro', 3), ('pro', 5), ('pro', 7), ('pro', 9), ('pro', 11), ('pro', 13), ('pro', 15), ('pro', 17), ('pro', 19), ('pro', 21), ('pro', 23), ('pro', 25), ('pro', 27), ('pro', 29), ('scale', 1), ('scale', 3), ('scale', 5), ('scale', 7), ('scale', 9), ('scale', 11), ('scale', 13), ('scale', 15), ('scale', 17), ('scale', 19), ('scale', 21), ('scale', 23), ('scale', 25), ('scale', 27), ('scale', 29), ('enterprise', 1), ('enterprise', 3), ('enterprise', 5), ('enterprise', 7), ('enterprise', 9), ('enterprise', 11), ('enterprise', 13), ('enterprise', 15), ('enterprise', 17), ('enterprise', 19), ('enterprise', 21), ('enterprise', 23), ('enterprise', 25), ('enterprise', 27), ('enterprise', 29)]


@pytest.mark.parametrize(("plan", "used"), CASES)
def test_label_names_days(plan, used):
    inv = prorated_invoice(plan, used, 30)
    assert f"{used}/30 days" in inv.lines[0][0]
