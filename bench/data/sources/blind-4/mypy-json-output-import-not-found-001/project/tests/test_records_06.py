from fleet.billing.records_6 import BillingRecord6, collect_6


def test_billing_6() -> None:
    r = BillingRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
