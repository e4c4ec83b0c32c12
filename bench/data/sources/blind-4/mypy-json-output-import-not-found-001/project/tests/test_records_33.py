from fleet.maintenance.records_5 import MaintenanceRecord5, collect_5


def test_maintenance_5() -> None:
    r = MaintenanceRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
