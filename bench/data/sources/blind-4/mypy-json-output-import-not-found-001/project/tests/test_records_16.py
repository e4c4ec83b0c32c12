from fleet.dispatch.records_2 import DispatchRecord2, collect_2


def test_dispatch_2() -> None:
    r = DispatchRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
