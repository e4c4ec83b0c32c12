"""Metrics records for the fleet operations service."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class MetricsRecord:
    plate: str
    value: float
    tags: tuple[str, ...] = field(default_factory=tuple)


def total_metrics(records: Iterable[MetricsRecord]) -> float:
    return sum(r.value for r in records)


def by_plate_metrics(records: Iterable[MetricsRecord]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for r in records:
        out.setdefault(r.plate, []).append(r.value * 8)
    return out


def tagged_metrics(records: Iterable[MetricsRecord], tag: str) -> list[str]:
    return sorted({r.plate for r in records if tag in r.tags})
