"""How ended runs came out, per model, endpoint and reducer version: verified and not.

A run `succeeded` only when its success check passed (harness.agent.check); an `answered` run
gave an answer that nothing verified. The two are counted apart, so a model that answers
often but passes few checks does not look like one that passes them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from runs.models import Run, Status

Grouping = Literal["model", "endpoint", "reducer"]
GROUPINGS: list[tuple[Grouping, str]] = [
    ("model", "model"),
    ("endpoint", "endpoint"),
    ("reducer", "reducer version"),
]


@dataclass
class Outcomes:
    """The ended runs of one model (or endpoint, or reducer version), by how they ended."""

    name: str
    runs: int = 0
    succeeded: int = 0
    """Its check passed: a verified success."""
    check_failed: int = 0
    answered: int = 0
    """An answer, no check: not verified."""
    checked: int = 0
    """Runs whose check ran, passed or not."""

    def add(self, run: Run) -> None:
        self.runs += 1
        self.succeeded += run.status == Status.SUCCEEDED
        self.answered += run.status == Status.ANSWERED
        self.check_failed += run.stopped_reason == "check_failed"
        self.checked += run.check_result is not None


def outcomes(runs: Iterable[Run]) -> dict[Grouping, list[Outcomes]]:
    """Each grouping's rows, most runs first. A run counts once for its model and its
    endpoint, and once for each reducer version its packets were made by."""
    tables: dict[Grouping, dict[str, Outcomes]] = {name: {} for name, _ in GROUPINGS}
    for run in runs:
        keys: dict[Grouping, list[str]] = {
            "model": [model_of(run.config)],
            "endpoint": [endpoint_of(run.config)],
            "reducer": sorted(_reducers(run)) or ["(no packets)"],
        }
        for grouping, names in keys.items():
            for name in names:
                tables[grouping].setdefault(name, Outcomes(name)).add(run)
    return {
        grouping: sorted(rows.values(), key=lambda row: (-row.runs, row.name))
        for grouping, rows in tables.items()
    }


def model_of(config: dict[str, Any]) -> str:
    backend = _recorded(config)
    if backend.get("kind") == "scripted":
        return f"scripted:{backend.get('scenario', '')}"
    return str(backend.get("model", "?"))


def endpoint_of(config: dict[str, Any]) -> str:
    backend = _recorded(config)
    if backend.get("kind") == "scripted":
        return "scripted"
    return str(backend.get("endpoint") or backend.get("base_url") or "?")


def _recorded(config: dict[str, Any]) -> dict[str, Any]:
    """The backend that made the replies: a replay's source's."""
    backend = config.get("backend") if isinstance(config, dict) else None
    if not isinstance(backend, dict):
        return {}
    source = backend.get("source")
    return source if backend.get("kind") == "replay" and isinstance(source, dict) else backend


def _reducers(run: Run) -> set[str]:
    """The reducer versions of the run's packets (its prefetched packet steps)."""
    found = set()
    for step in run.steps.all():
        packet = step.packet if isinstance(step.packet, dict) else {}
        if isinstance(reducer := packet.get("reducer"), str):
            found.add(reducer)
    return found
