from fleet.depots.records_1 import DepotsRecord1, collect_1


def test_depots_1() -> None:
    r = DepotsRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
