"""Vehicles and the registry of vehicles by plate."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Vehicle:
    plate: str
    capacity: int
    depot: str


class Registry:
    def __init__(self) -> None:
        self._by_plate: dict[str, Vehicle] = {}

    def add(self, vehicle: Vehicle) -> None:
        self._by_plate[vehicle.plate] = vehicle

    def get(self, plate: str) -> Vehicle | None:
        return self._by_plate.get(plate)
