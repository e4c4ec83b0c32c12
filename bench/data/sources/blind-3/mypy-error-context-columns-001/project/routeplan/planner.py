"""Greedy assignment of stops to vehicles."""
from routeplan.model import Stop, Vehicle
from routeplan.registry import find_depot


def remaining(vehicle: Vehicle) -> int:
    return vehicle.capacity - sum(stop.demand for stop in vehicle.stops)


def depot_headroom(code: str, vehicles: list[Vehicle]) -> int:
    depot = find_depot(code)
    return depot.capacity - sum(v.capacity for v in vehicles)


def assign(stops: list[Stop], vehicles: list[Vehicle]) -> dict[str, list[str]]:
    plan: dict[str, list[str]] = {v.plate: [] for v in vehicles}
    for stop in sorted(stops, key=lambda s: s.window_start):
        for vehicle in vehicles:
            if remaining(vehicle) >= stop.demand:
                vehicle.stops.append(stop)
                plan[vehicle.plate].append(stop.code)
                break
    return plan
