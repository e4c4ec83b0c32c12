"""Depots by code."""
from routeplan.model import Depot

DEPOTS: dict[str, Depot] = {}


def find_depot(code: str) -> Depot | None:
    return DEPOTS.get(code)
