import pytest

from fleet.geo import GeoRecord, by_plate_geo, total_geo

ROWS = [('FL-0500', 5.0, ()), ('FL-0501', 8.0, ('night',)), ('FL-0502', 11.0, ('night',)), ('FL-0503', 14.0, ()), ('FL-0504', 17.0, ('night',)), ('FL-0505', 20.0, ('night',)), ('FL-0506', 23.0, ()), ('FL-0507', 26.0, ('night',)), ('FL-0508', 29.0, ('night',)), ('FL-0509', 32.0, ()), ('FL-0510', 35.0, ('night',)), ('FL-0511', 38.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_geo(plate, value, tags):
    records = [GeoRecord(*row) for row in ROWS]
    assert by_plate_geo(records)[plate] == [value * 6]


def test_total_geo():
    records = [GeoRecord("X", 1.5), GeoRecord("Y", 2.0)]
    assert total_geo(records) == 3.5
