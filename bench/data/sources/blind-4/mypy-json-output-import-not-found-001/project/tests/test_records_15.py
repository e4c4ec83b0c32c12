from fleet.dispatch.records_1 import DispatchRecord1, collect_1


def test_dispatch_1() -> None:
    r = DispatchRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
