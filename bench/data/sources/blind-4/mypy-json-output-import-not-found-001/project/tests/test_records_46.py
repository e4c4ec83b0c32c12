from fleet.telemetry.records_4 import TelemetryRecord4, collect_4


def test_telemetry_4() -> None:
    r = TelemetryRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
