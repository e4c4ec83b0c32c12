from fleet.routing.records_2 import RoutingRecord2, collect_2


def test_routing_2() -> None:
    r = RoutingRecord2('a', 2)
    assert collect_2([r]) == {'a': 6}
