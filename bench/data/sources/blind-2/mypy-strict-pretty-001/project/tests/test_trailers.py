import pytest

from fleet.trailers import TrailersRecord, by_plate_trailers, total_trailers

ROWS = [('FL-1800', 18.0, ()), ('FL-1801', 21.0, ('night',)), ('FL-1802', 24.0, ('night',)), ('FL-1803', 27.0, ()), ('FL-1804', 30.0, ('night',)), ('FL-1805', 33.0, ('night',)), ('FL-1806', 36.0, ()), ('FL-1807', 39.0, ('night',)), ('FL-1808', 42.0, ('night',)), ('FL-1809', 45.0, ()), ('FL-1810', 48.0, ('night',)), ('FL-1811', 51.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_trailers(plate, value, tags):
    records = [TrailersRecord(*row) for row in ROWS]
    assert by_plate_trailers(records)[plate] == [value * 19]


def test_total_trailers():
    records = [TrailersRecord("X", 1.5), TrailersRecord("Y", 2.0)]
    assert total_trailers(records) == 3.5
