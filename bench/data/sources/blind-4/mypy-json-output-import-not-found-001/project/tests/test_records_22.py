from fleet.drivers.records_1 import DriversRecord1, collect_1


def test_drivers_1() -> None:
    r = DriversRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
