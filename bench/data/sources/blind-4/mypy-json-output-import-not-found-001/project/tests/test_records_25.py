from fleet.drivers.records_4 import DriversRecord4, collect_4


def test_drivers_4() -> None:
    r = DriversRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
