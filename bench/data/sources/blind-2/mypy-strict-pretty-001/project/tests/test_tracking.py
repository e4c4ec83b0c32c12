import pytest

from fleet.tracking import TrackingRecord, by_plate_tracking, total_tracking

ROWS = [('FL-1700', 17.0, ()), ('FL-1701', 20.0, ('night',)), ('FL-1702', 23.0, ('night',)), ('FL-1703', 26.0, ()), ('FL-1704', 29.0, ('night',)), ('FL-1705', 32.0, ('night',)), ('FL-1706', 35.0, ()), ('FL-1707', 38.0, ('night',)), ('FL-1708', 41.0, ('night',)), ('FL-1709', 44.0, ()), ('FL-1710', 47.0, ('night',)), ('FL-1711', 50.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_tracking(plate, value, tags):
    records = [TrackingRecord(*row) for row in ROWS]
    assert by_plate_tracking(records)[plate] == [value * 18]


def test_total_tracking():
    records = [TrackingRecord("X", 1.5), TrackingRecord("Y", 2.0)]
    assert total_tracking(records) == 3.5
