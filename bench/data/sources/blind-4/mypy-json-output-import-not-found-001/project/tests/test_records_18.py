from fleet.dispatch.records_4 import DispatchRecord4, collect_4


def test_dispatch_4() -> None:
    r = DispatchRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
