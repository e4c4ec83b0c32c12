from fleet.routing.records_5 import RoutingRecord5, collect_5


def test_routing_5() -> None:
    r = RoutingRecord5('a', 5)
    assert collect_5([r]) == {'a': 15}
