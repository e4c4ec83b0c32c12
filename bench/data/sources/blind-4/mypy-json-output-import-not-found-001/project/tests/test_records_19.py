from fleet.dispatch.records_5 import DispatchRecord5, collect_5


def test_dispatch_5() -> None:
    r = DispatchRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
