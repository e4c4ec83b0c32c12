import pytest

from fleet.calendar import CalendarRecord, by_plate_calendar, total_calendar

ROWS = [('FL-0100', 1.0, ()), ('FL-0101', 4.0, ('night',)), ('FL-0102', 7.0, ('night',)), ('FL-0103', 10.0, ()), ('FL-0104', 13.0, ('night',)), ('FL-0105', 16.0, ('night',)), ('FL-0106', 19.0, ()), ('FL-0107', 22.0, ('night',)), ('FL-0108', 25.0, ('night',)), ('FL-0109', 28.0, ()), ('FL-0110', 31.0, ('night',)), ('FL-0111', 34.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_calendar(plate, value, tags):
    records = [CalendarRecord(*row) for row in ROWS]
    assert by_plate_calendar(records)[plate] == [value * 2]


def test_total_calendar():
    records = [CalendarRecord("X", 1.5), CalendarRecord("Y", 2.0)]
    assert total_calendar(records) == 3.5
