from fleet.depots.records_4 import DepotsRecord4, collect_4


def test_depots_4() -> None:
    r = DepotsRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
