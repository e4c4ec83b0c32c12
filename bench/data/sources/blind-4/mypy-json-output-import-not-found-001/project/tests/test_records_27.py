from fleet.drivers.records_6 import DriversRecord6, collect_6


def test_drivers_6() -> None:
    r = DriversRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
