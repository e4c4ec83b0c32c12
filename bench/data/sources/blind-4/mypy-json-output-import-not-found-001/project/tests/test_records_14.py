from fleet.dispatch.records_0 import DispatchRecord0, collect_0


def test_dispatch_0() -> None:
    r = DispatchRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
