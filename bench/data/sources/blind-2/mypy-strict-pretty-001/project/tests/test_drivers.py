import pytest

from fleet.drivers import DriversRecord, by_plate_drivers, total_drivers

ROWS = [('FL-0300', 3.0, ()), ('FL-0301', 6.0, ('night',)), ('FL-0302', 9.0, ('night',)), ('FL-0303', 12.0, ()), ('FL-0304', 15.0, ('night',)), ('FL-0305', 18.0, ('night',)), ('FL-0306', 21.0, ()), ('FL-0307', 24.0, ('night',)), ('FL-0308', 27.0, ('night',)), ('FL-0309', 30.0, ()), ('FL-0310', 33.0, ('night',)), ('FL-0311', 36.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_drivers(plate, value, tags):
    records = [DriversRecord(*row) for row in ROWS]
    assert by_plate_drivers(records)[plate] == [value * 4]


def test_total_drivers():
    records = [DriversRecord("X", 1.5), DriversRecord("Y", 2.0)]
    assert total_drivers(records) == 3.5
