from fleet.maintenance.records_3 import MaintenanceRecord3, collect_3


def test_maintenance_3() -> None:
    r = MaintenanceRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
