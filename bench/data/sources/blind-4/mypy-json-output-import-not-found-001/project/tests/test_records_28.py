from fleet.maintenance.records_0 import MaintenanceRecord0, collect_0


def test_maintenance_0() -> None:
    r = MaintenanceRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
