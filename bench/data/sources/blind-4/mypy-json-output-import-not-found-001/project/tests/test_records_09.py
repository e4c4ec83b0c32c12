from fleet.depots.records_2 import DepotsRecord2, collect_2


def test_depots_2() -> None:
    r = DepotsRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
