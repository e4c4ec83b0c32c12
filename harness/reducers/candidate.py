"""A candidate citation: a line range a reducer would like to cite, with its priority."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Candidate:
    priority: float
    start: int
    end: int
    label: str = ""
    keep: Literal["start", "end"] = "start"
    """Which end of the range to keep when only part of it fits."""


def merge(candidates: list[Candidate]) -> list[Candidate]:
    """Overlapping or touching ranges as one block, titled by its highest-priority part."""
    merged: list[Candidate] = []
    for candidate in sorted(candidates, key=lambda c: c.start):
        last = merged[-1] if merged else None
        if last is not None and candidate.start <= last.end + 1:
            top = last if last.priority >= candidate.priority else candidate
            merged[-1] = Candidate(
                top.priority, last.start, max(last.end, candidate.end), top.label
            )
        else:
            merged.append(candidate)
    return merged
