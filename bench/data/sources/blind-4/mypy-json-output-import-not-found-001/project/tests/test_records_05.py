from fleet.billing.records_5 import BillingRecord5, collect_5


def test_billing_5() -> None:
    r = BillingRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
