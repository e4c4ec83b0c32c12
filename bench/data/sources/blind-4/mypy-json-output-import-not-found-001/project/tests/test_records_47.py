from fleet.telemetry.records_5 import TelemetryRecord5, collect_5


def test_telemetry_5() -> None:
    r = TelemetryRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
