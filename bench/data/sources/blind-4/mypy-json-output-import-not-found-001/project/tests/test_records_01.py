from fleet.billing.records_1 import BillingRecord1, collect_1


def test_billing_1() -> None:
    r = BillingRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
