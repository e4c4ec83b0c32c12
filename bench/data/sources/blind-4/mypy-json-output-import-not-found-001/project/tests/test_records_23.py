from fleet.drivers.records_2 import DriversRecord2, collect_2


def test_drivers_2() -> None:
    r = DriversRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
