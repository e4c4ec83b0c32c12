from fleet.routing.records_1 import RoutingRecord1, collect_1


def test_routing_1() -> None:
    r = RoutingRecord1('a', 1)
    assert collect_1([r]) == {'a': 3}
