"""Drivers records for the fleet operations service."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class DriversRecord:
    plate: str
    value: float
    tags: tuple[str, ...] = field(default_factory=tuple)


def total_drivers(records: Iterable[DriversRecord]) -> float:
    return sum(r.value for r in records)


def by_plate_drivers(records: Iterable[DriversRecord]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for r in records:
        out.setdefault(r.plate, []).append(r.value * 4)
    return out


def tagged_drivers(records: Iterable[DriversRecord], tag: str) -> list[str]:
    return sorted({r.plate for r in records if tag in r.tags})
