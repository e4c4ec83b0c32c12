"""Stops of the west area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("WE-301", 5, 480, 600),
    Stop("WE-302", 6, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
