from fleet.billing.records_3 import BillingRecord3, collect_3


def test_billing_3() -> None:
    r = BillingRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
