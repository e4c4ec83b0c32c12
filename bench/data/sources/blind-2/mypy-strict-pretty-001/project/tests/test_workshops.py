import pytest

from fleet.workshops import WorkshopsRecord, by_plate_workshops, total_workshops

ROWS = [('FL-2100', 21.0, ()), ('FL-2101', 24.0, ('night',)), ('FL-2102', 27.0, ('night',)), ('FL-2103', 30.0, ()), ('FL-2104', 33.0, ('night',)), ('FL-2105', 36.0, ('night',)), ('FL-2106', 39.0, ()), ('FL-2107', 42.0, ('night',)), ('FL-2108', 45.0, ('night',)), ('FL-2109', 48.0, ()), ('FL-2110', 51.0, ('night',)), ('FL-2111', 54.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_workshops(plate, value, tags):
    records = [WorkshopsRecord(*row) for row in ROWS]
    assert by_plate_workshops(records)[plate] == [value * 22]


def test_total_workshops():
    records = [WorkshopsRecord("X", 1.5), WorkshopsRecord("Y", 2.0)]
    assert total_workshops(records) == 3.5
