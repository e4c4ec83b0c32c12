"""Depots, stops and vehicles."""
from dataclasses import dataclass, field


@dataclass
class Depot:
    code: str
    capacity: int


@dataclass
class Stop:
    code: str
    demand: int
    window_start: int
    window_end: int


@dataclass
class Vehicle:
    plate: str
    capacity: int
    stops: list[Stop] = field(default_factory=list)
