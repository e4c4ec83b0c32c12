from fleet.telemetry.records_1 import TelemetryRecord1, collect_1


def test_telemetry_1() -> None:
    r = TelemetryRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
