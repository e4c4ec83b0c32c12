import pytest

from fleet.routes import RoutesRecord, by_plate_routes, total_routes

ROWS = [('FL-1200', 12.0, ()), ('FL-1201', 15.0, ('night',)), ('FL-1202', 18.0, ('night',)), ('FL-1203', 21.0, ()), ('FL-1204', 24.0, ('night',)), ('FL-1205', 27.0, ('night',)), ('FL-1206', 30.0, ()), ('FL-1207', 33.0, ('night',)), ('FL-1208', 36.0, ('night',)), ('FL-1209', 39.0, ()), ('FL-1210', 42.0, ('night',)), ('FL-1211', 45.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_routes(plate, value, tags):
    records = [RoutesRecord(*row) for row in ROWS]
    assert by_plate_routes(records)[plate] == [value * 13]


def test_total_routes():
    records = [RoutesRecord("X", 1.5), RoutesRecord("Y", 2.0)]
    assert total_routes(records) == 3.5
