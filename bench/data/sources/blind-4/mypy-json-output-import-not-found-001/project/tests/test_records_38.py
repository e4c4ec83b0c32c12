from fleet.routing.records_3 import RoutingRecord3, collect_3


def test_routing_3() -> None:
    r = RoutingRecord3('a', 3)
    assert collect_3([r]) == {'a': 9}
