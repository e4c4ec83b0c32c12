from fleet.drivers.records_3 import DriversRecord3, collect_3


def test_drivers_3() -> None:
    r = DriversRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
