"""Stops of the centre area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("CE-601", 8, 480, 600),
    Stop("CE-602", 9, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
