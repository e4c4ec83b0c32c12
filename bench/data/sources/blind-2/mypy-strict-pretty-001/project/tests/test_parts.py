import pytest

from fleet.parts import PartsRecord, by_plate_parts, total_parts

ROWS = [('FL-1000', 10.0, ()), ('FL-1001', 13.0, ('night',)), ('FL-1002', 16.0, ('night',)), ('FL-1003', 19.0, ()), ('FL-1004', 22.0, ('night',)), ('FL-1005', 25.0, ('night',)), ('FL-1006', 28.0, ()), ('FL-1007', 31.0, ('night',)), ('FL-1008', 34.0, ('night',)), ('FL-1009', 37.0, ()), ('FL-1010', 40.0, ('night',)), ('FL-1011', 43.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_parts(plate, value, tags):
    records = [PartsRecord(*row) for row in ROWS]
    assert by_plate_parts(records)[plate] == [value * 11]


def test_total_parts():
    records = [PartsRecord("X", 1.5), PartsRecord("Y", 2.0)]
    assert total_parts(records) == 3.5
