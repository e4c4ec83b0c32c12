from fleet.maintenance.records_1 import MaintenanceRecord1, collect_1


def test_maintenance_1() -> None:
    r = MaintenanceRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
