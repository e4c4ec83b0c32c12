"""Stops of the south area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("SO-101", 3, 480, 600),
    Stop("SO-102", 4, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
