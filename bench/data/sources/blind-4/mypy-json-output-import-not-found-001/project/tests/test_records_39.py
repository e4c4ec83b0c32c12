from fleet.routing.records_4 import RoutingRecord4, collect_4


def test_routing_4() -> None:
    r = RoutingRecord4('a', 4)
    assert collect_4([r]) == {'a': 12}
