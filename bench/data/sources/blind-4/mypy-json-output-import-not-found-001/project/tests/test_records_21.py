from fleet.drivers.records_0 import DriversRecord0, collect_0


def test_drivers_0() -> None:
    r = DriversRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
