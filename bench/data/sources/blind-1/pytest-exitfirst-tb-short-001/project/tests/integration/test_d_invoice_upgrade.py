import pytest

from tariffs.invoice import prorated_invoice

@pytest.mark.parametrize("plan", ['basic', 'team', 'pro', 'scale', 'enterprise'])
def test_zero_days_is_free(plan):
    assert prorated_invoice(plan, 0, 30).total_cents == 0
