from fleet.depots.records_3 import DepotsRecord3, collect_3


def test_depots_3() -> None:
    r = DepotsRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
