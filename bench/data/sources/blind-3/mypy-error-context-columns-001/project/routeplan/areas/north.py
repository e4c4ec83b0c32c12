"""Stops of the north area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("NO-001", 2, 480, 600),
    Stop("NO-002", 3, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
