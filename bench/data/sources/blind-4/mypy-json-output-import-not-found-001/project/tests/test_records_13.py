from fleet.depots.records_6 import DepotsRecord6, collect_6


def test_depots_6() -> None:
    r = DepotsRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
