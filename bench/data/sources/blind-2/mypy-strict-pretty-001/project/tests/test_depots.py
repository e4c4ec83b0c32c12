import pytest

from fleet.depots import DepotsRecord, by_plate_depots, total_depots

ROWS = [('FL-0200', 2.0, ()), ('FL-0201', 5.0, ('night',)), ('FL-0202', 8.0, ('night',)), ('FL-0203', 11.0, ()), ('FL-0204', 14.0, ('night',)), ('FL-0205', 17.0, ('night',)), ('FL-0206', 20.0, ()), ('FL-0207', 23.0, ('night',)), ('FL-0208', 26.0, ('night',)), ('FL-0209', 29.0, ()), ('FL-0210', 32.0, ('night',)), ('FL-0211', 35.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_depots(plate, value, tags):
    records = [DepotsRecord(*row) for row in ROWS]
    assert by_plate_depots(records)[plate] == [value * 3]


def test_total_depots():
    records = [DepotsRecord("X", 1.5), DepotsRecord("Y", 2.0)]
    assert total_depots(records) == 3.5
