from fleet.depots.records_5 import DepotsRecord5, collect_5


def test_depots_5() -> None:
    r = DepotsRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
