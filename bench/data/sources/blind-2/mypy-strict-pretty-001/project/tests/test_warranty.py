import pytest

from fleet.warranty import WarrantyRecord, by_plate_warranty, total_warranty

ROWS = [('FL-1900', 19.0, ()), ('FL-1901', 22.0, ('night',)), ('FL-1902', 25.0, ('night',)), ('FL-1903', 28.0, ()), ('FL-1904', 31.0, ('night',)), ('FL-1905', 34.0, ('night',)), ('FL-1906', 37.0, ()), ('FL-1907', 40.0, ('night',)), ('FL-1908', 43.0, ('night',)), ('FL-1909', 46.0, ()), ('FL-1910', 49.0, ('night',)), ('FL-1911', 52.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_warranty(plate, value, tags):
    records = [WarrantyRecord(*row) for row in ROWS]
    assert by_plate_warranty(records)[plate] == [value * 20]


def test_total_warranty():
    records = [WarrantyRecord("X", 1.5), WarrantyRecord("Y", 2.0)]
    assert total_warranty(records) == 3.5
