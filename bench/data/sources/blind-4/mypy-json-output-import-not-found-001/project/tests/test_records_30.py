from fleet.maintenance.records_2 import MaintenanceRecord2, collect_2


def test_maintenance_2() -> None:
    r = MaintenanceRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
