import pytest

from fleet.billing import BillingRecord, by_plate_billing, total_billing

ROWS = [('FL-0000', 0.0, ()), ('FL-0001', 3.0, ('night',)), ('FL-0002', 6.0, ('night',)), ('FL-0003', 9.0, ()), ('FL-0004', 12.0, ('night',)), ('FL-0005', 15.0, ('night',)), ('FL-0006', 18.0, ()), ('FL-0007', 21.0, ('night',)), ('FL-0008', 24.0, ('night',)), ('FL-0009', 27.0, ()), ('FL-0010', 30.0, ('night',)), ('FL-0011', 33.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_billing(plate, value, tags):
    records = [BillingRecord(*row) for row in ROWS]
    assert by_plate_billing(records)[plate] == [value * 1]


def test_total_billing():
    records = [BillingRecord("X", 1.5), BillingRecord("Y", 2.0)]
    assert total_billing(records) == 3.5
