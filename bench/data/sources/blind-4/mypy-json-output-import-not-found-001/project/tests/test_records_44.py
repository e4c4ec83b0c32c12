from fleet.telemetry.records_2 import TelemetryRecord2, collect_2


def test_telemetry_2() -> None:
    r = TelemetryRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
