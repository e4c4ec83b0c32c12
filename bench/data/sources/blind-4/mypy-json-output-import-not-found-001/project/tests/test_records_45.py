from fleet.telemetry.records_3 import TelemetryRecord3, collect_3


def test_telemetry_3() -> None:
    r = TelemetryRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
