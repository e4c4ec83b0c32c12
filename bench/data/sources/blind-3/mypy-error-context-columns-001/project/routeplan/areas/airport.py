"""Stops of the airport area."""
from routeplan.model import Stop

STOPS: list[Stop] = [
    Stop("AI-501", 7, 480, 600),
    Stop("AI-502", 8, 540, 720),
]


def total_demand() -> int:
    return sum(stop.demand for stop in STOPS)
