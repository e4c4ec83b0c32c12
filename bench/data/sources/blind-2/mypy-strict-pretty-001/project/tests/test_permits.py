import pytest

from fleet.permits import PermitsRecord, by_plate_permits, total_permits

ROWS = [('FL-1100', 11.0, ()), ('FL-1101', 14.0, ('night',)), ('FL-1102', 17.0, ('night',)), ('FL-1103', 20.0, ()), ('FL-1104', 23.0, ('night',)), ('FL-1105', 26.0, ('night',)), ('FL-1106', 29.0, ()), ('FL-1107', 32.0, ('night',)), ('FL-1108', 35.0, ('night',)), ('FL-1109', 38.0, ()), ('FL-1110', 41.0, ('night',)), ('FL-1111', 44.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_permits(plate, value, tags):
    records = [PermitsRecord(*row) for row in ROWS]
    assert by_plate_permits(records)[plate] == [value * 12]


def test_total_permits():
    records = [PermitsRecord("X", 1.5), PermitsRecord("Y", 2.0)]
    assert total_permits(records) == 3.5
