from fleet.routing.records_6 import RoutingRecord6, collect_6


def test_routing_6() -> None:
    r = RoutingRecord6('a', 6)
    assert collect_6([r]) == {'a': 18}
