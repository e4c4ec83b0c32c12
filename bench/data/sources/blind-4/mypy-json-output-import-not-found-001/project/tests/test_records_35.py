from fleet.routing.records_0 import RoutingRecord0, collect_0


def test_routing_0() -> None:
    r = RoutingRecord0('a', 0)
    assert collect_0([r]) == {'a': 0}
