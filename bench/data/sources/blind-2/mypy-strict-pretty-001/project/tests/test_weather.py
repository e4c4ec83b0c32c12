import pytest

from fleet.weather import WeatherRecord, by_plate_weather, total_weather

ROWS = [('FL-2000', 20.0, ()), ('FL-2001', 23.0, ('night',)), ('FL-2002', 26.0, ('night',)), ('FL-2003', 29.0, ()), ('FL-2004', 32.0, ('night',)), ('FL-2005', 35.0, ('night',)), ('FL-2006', 38.0, ()), ('FL-2007', 41.0, ('night',)), ('FL-2008', 44.0, ('night',)), ('FL-2009', 47.0, ()), ('FL-2010', 50.0, ('night',)), ('FL-2011', 53.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_weather(plate, value, tags):
    records = [WeatherRecord(*row) for row in ROWS]
    assert by_plate_weather(records)[plate] == [value * 21]


def test_total_weather():
    records = [WeatherRecord("X", 1.5), WeatherRecord("Y", 2.0)]
    assert total_weather(records) == 3.5
