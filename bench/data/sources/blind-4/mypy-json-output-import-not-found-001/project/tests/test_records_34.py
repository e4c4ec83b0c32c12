from fleet.maintenance.records_6 import MaintenanceRecord6, collect_6


def test_maintenance_6() -> None:
    r = MaintenanceRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
