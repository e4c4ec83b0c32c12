from fleet.maintenance.records_4 import MaintenanceRecord4, collect_4


def test_maintenance_4() -> None:
    r = MaintenanceRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
