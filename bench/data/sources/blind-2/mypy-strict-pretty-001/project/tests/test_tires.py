import pytest

from fleet.tires import TiresRecord, by_plate_tires, total_tires

ROWS = [('FL-1500', 15.0, ()), ('FL-1501', 18.0, ('night',)), ('FL-1502', 21.0, ('night',)), ('FL-1503', 24.0, ()), ('FL-1504', 27.0, ('night',)), ('FL-1505', 30.0, ('night',)), ('FL-1506', 33.0, ()), ('FL-1507', 36.0, ('night',)), ('FL-1508', 39.0, ('night',)), ('FL-1509', 42.0, ()), ('FL-1510', 45.0, ('night',)), ('FL-1511', 48.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_tires(plate, value, tags):
    records = [TiresRecord(*row) for row in ROWS]
    assert by_plate_tires(records)[plate] == [value * 16]


def test_total_tires():
    records = [TiresRecord("X", 1.5), TiresRecord("Y", 2.0)]
    assert total_tires(records) == 3.5
