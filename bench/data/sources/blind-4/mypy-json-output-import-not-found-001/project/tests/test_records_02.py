from fleet.billing.records_2 import BillingRecord2, collect_2


def test_billing_2() -> None:
    r = BillingRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
