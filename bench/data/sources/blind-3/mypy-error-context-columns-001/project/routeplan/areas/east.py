"""Stops of the east area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("EA-201", 4, 480, 600),
    Stop("EA-202", 5, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
