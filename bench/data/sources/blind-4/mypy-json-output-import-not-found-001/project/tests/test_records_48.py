from fleet.telemetry.records_6 import TelemetryRecord6, collect_6


def test_telemetry_6() -> None:
    r = TelemetryRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
