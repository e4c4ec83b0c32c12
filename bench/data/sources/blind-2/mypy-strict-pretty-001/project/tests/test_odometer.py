import pytest

from fleet.odometer import OdometerRecord, by_plate_odometer, total_odometer

ROWS = [('FL-0900', 9.0, ()), ('FL-0901', 12.0, ('night',)), ('FL-0902', 15.0, ('night',)), ('FL-0903', 18.0, ()), ('FL-0904', 21.0, ('night',)), ('FL-0905', 24.0, ('night',)), ('FL-0906', 27.0, ()), ('FL-0907', 30.0, ('night',)), ('FL-0908', 33.0, ('night',)), ('FL-0909', 36.0, ()), ('FL-0910', 39.0, ('night',)), ('FL-0911', 42.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_odometer(plate, value, tags):
    records = [OdometerRecord(*row) for row in ROWS]
    assert by_plate_odometer(records)[plate] == [value * 10]


def test_total_odometer():
    records = [OdometerRecord("X", 1.5), OdometerRecord("Y", 2.0)]
    assert total_odometer(records) == 3.5
