"""Telemetry records for the fleet operations service."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TelemetryRecord:
    plate: str
    value: float
    tags: tuple[str, ...] = field(default_factory=tuple)


def total_telemetry(records: Iterable[TelemetryRecord]) -> float:
    return sum(r.value for r in records)


def by_plate_telemetry(records: Iterable[TelemetryRecord]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for r in records:
        out.setdefault(r.plate, []).append(r.value * 15)
    return out


def tagged_telemetry(records: Iterable[TelemetryRecord], tag: str) -> list[str]:
    return sorted({r.plate for r in records if tag in r.tags})
