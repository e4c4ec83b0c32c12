from fleet.telemetry.records_0 import TelemetryRecord0, collect_0


def test_telemetry_0() -> None:
    r = TelemetryRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
