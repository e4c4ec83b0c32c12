from fleet.dispatch.records_6 import DispatchRecord6, collect_6


def test_dispatch_6() -> None:
    r = DispatchRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
