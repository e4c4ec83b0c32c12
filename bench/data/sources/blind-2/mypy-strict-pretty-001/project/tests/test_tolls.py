import pytest

from fleet.tolls import TollsRecord, by_plate_tolls, total_tolls

ROWS = [('FL-1600', 16.0, ()), ('FL-1601', 19.0, ('night',)), ('FL-1602', 22.0, ('night',)), ('FL-1603', 25.0, ()), ('FL-1604', 28.0, ('night',)), ('FL-1605', 31.0, ('night',)), ('FL-1606', 34.0, ()), ('FL-1607', 37.0, ('night',)), ('FL-1608', 40.0, ('night',)), ('FL-1609', 43.0, ()), ('FL-1610', 46.0, ('night',)), ('FL-1611', 49.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_tolls(plate, value, tags):
    records = [TollsRecord(*row) for row in ROWS]
    assert by_plate_tolls(records)[plate] == [value * 17]


def test_total_tolls():
    records = [TollsRecord("X", 1.5), TollsRecord("Y", 2.0)]
    assert total_tolls(records) == 3.5
