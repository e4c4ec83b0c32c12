import pytest

from fleet.fuel import FuelRecord, by_plate_fuel, total_fuel

ROWS = [('FL-0400', 4.0, ()), ('FL-0401', 7.0, ('night',)), ('FL-0402', 10.0, ('night',)), ('FL-0403', 13.0, ()), ('FL-0404', 16.0, ('night',)), ('FL-0405', 19.0, ('night',)), ('FL-0406', 22.0, ()), ('FL-0407', 25.0, ('night',)), ('FL-0408', 28.0, ('night',)), ('FL-0409', 31.0, ()), ('FL-0410', 34.0, ('night',)), ('FL-0411', 37.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_fuel(plate, value, tags):
    records = [FuelRecord(*row) for row in ROWS]
    assert by_plate_fuel(records)[plate] == [value * 5]


def test_total_fuel():
    records = [FuelRecord("X", 1.5), FuelRecord("Y", 2.0)]
    assert total_fuel(records) == 3.5
