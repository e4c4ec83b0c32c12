from fleet.billing.records_4 import BillingRecord4, collect_4


def test_billing_4() -> None:
    r = BillingRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
