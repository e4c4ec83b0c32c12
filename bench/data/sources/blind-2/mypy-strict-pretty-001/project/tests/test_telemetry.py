import pytest

from fleet.telemetry import TelemetryRecord, by_plate_telemetry, total_telemetry

ROWS = [('FL-1400', 14.0, ()), ('FL-1401', 17.0, ('night',)), ('FL-1402', 20.0, ('night',)), ('FL-1403', 23.0, ()), ('FL-1404', 26.0, ('night',)), ('FL-1405', 29.0, ('night',)), ('FL-1406', 32.0, ()), ('FL-1407', 35.0, ('night',)), ('FL-1408', 38.0, ('night',)), ('FL-1409', 41.0, ()), ('FL-1410', 44.0, ('night',)), ('FL-1411', 47.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_telemetry(plate, value, tags):
    records = [TelemetryRecord(*row) for row in ROWS]
    assert by_plate_telemetry(records)[plate] == [value * 15]


def test_total_telemetry():
    records = [TelemetryRecord("X", 1.5), TelemetryRecord("Y", 2.0)]
    assert total_telemetry(records) == 3.5
