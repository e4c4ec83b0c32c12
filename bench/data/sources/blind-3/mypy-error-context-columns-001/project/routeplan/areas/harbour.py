"""Stops of the harbour area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("HA-401", 6, 480, 600),
    Stop("HA-402", 7, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
