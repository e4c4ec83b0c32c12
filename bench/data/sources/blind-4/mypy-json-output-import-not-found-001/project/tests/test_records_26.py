from fleet.drivers.records_5 import DriversRecord5, collect_5


def test_drivers_5() -> None:
    r = DriversRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
