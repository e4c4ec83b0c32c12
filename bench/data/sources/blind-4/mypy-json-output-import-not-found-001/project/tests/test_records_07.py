from fleet.depots.records_0 import DepotsRecord0, collect_0


def test_depots_0() -> None:
    r = DepotsRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
