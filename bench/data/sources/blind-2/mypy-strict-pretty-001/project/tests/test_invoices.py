import pytest

from fleet.invoices import InvoicesRecord, by_plate_invoices, total_invoices

ROWS = [('FL-0600', 6.0, ()), ('FL-0601', 9.0, ('night',)), ('FL-0602', 12.0, ('night',)), ('FL-0603', 15.0, ()), ('FL-0604', 18.0, ('night',)), ('FL-0605', 21.0, ('night',)), ('FL-0606', 24.0, ()), ('FL-0607', 27.0, ('night',)), ('FL-0608', 30.0, ('night',)), ('FL-0609', 33.0, ()), ('FL-0610', 36.0, ('night',)), ('FL-0611', 39.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_invoices(plate, value, tags):
    records = [InvoicesRecord(*row) for row in ROWS]
    assert by_plate_invoices(records)[plate] == [value * 7]


def test_total_invoices():
    records = [InvoicesRecord("X", 1.5), InvoicesRecord("Y", 2.0)]
    assert total_invoices(records) == 3.5
