"""Trucks assigned to zones."""

import datetime
from dataclasses import dataclass, field


@dataclass
class Truck:
    plate: str
    zone: str
    stops: int
    seen: datetime.datetime = field(default_factory=datetime.datetime.utcnow)


def by_zone(trucks: list[Truck]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for truck in trucks:
        out.setdefault(truck.zone, []).append(truck.plate)
    return out
