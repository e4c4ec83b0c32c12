import pytest

from fleet.shifts import ShiftsRecord, by_plate_shifts, total_shifts

ROWS = [('FL-1300', 13.0, ()), ('FL-1301', 16.0, ('night',)), ('FL-1302', 19.0, ('night',)), ('FL-1303', 22.0, ()), ('FL-1304', 25.0, ('night',)), ('FL-1305', 28.0, ('night',)), ('FL-1306', 31.0, ()), ('FL-1307', 34.0, ('night',)), ('FL-1308', 37.0, ('night',)), ('FL-1309', 40.0, ()), ('FL-1310', 43.0, ('night',)), ('FL-1311', 46.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_shifts(plate, value, tags):
    records = [ShiftsRecord(*row) for row in ROWS]
    assert by_plate_shifts(records)[plate] == [value * 14]


def test_total_shifts():
    records = [ShiftsRecord("X", 1.5), ShiftsRecord("Y", 2.0)]
    assert total_shifts(records) == 3.5
