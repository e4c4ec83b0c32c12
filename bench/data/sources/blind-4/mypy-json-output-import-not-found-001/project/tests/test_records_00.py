from fleet.billing.records_0 import BillingRecord0, collect_0


def test_billing_0() -> None:
    r = BillingRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
