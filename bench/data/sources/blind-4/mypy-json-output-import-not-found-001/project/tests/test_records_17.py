from fleet.dispatch.records_3 import DispatchRecord3, collect_3


def test_dispatch_3() -> None:
    r = DispatchRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
