"""Adapt: a Beta belief per (tool, task type) in how often the tool's calls succeed.

Each call is a Bernoulli trial: a success adds one to alpha, a failure one
to beta, starting from a prior (1, 1: every rate equally likely). Competence
is the mean, alpha/(alpha+beta). The beliefs live in a JSON preference file
that records its prior, so two files learned apart (two agents of one team)
can be merged.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from harness.learning.observe import ToolCallRecord

NEEDS_PRACTICE_BELOW = 0.5
MASTERED_ABOVE = 0.8
EXPLORE_ABOVE = 0.7
"""When every tool of a task type is above this, the agent may try something new."""
RETIRE_BELOW = 0.3
RETIRE_AFTER_RUNS = 20
"""A tool unused in this many runs of its task type, and below RETIRE_BELOW, is flagged."""
FILE_KIND = "loopglass-tool-preferences"
FILE_VERSION = 1


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Prior(_Frozen):
    """The Beta every belief starts from; (1, 1) is uniform."""

    alpha: float = Field(default=1.0, gt=0)
    beta: float = Field(default=1.0, gt=0)


class Belief(_Frozen):
    """What the calls of one tool on one task type have shown so far."""

    tool: str
    task_type: str
    alpha: float = Field(gt=0)
    beta: float = Field(gt=0)
    calls: int = 0
    idle_runs: int = 0
    """Runs of its task type since the tool was last called (0: called in the latest)."""

    @property
    def competence(self) -> float:
        return self.alpha / (self.alpha + self.beta)

    @property
    def needs_practice(self) -> bool:
        return self.competence < NEEDS_PRACTICE_BELOW

    @property
    def mastered(self) -> bool:
        return self.competence > MASTERED_ABOVE

    def retire(self, after_runs: int = RETIRE_AFTER_RUNS) -> bool:
        """Unused in the last `after_runs` runs of its task type, and rarely succeeding."""
        return self.idle_runs >= after_runs and self.competence < RETIRE_BELOW

    def interval(self, level: float = 0.95) -> tuple[float, float]:
        return credible_interval(self.alpha, self.beta, level)


class Preferences(_Frozen):
    """The preference file: the prior, the runs seen, and every belief."""

    kind: Literal["loopglass-tool-preferences"] = "loopglass-tool-preferences"
    version: Literal[1] = 1
    prior: Prior = Prior()
    runs: dict[str, int] = {}
    """How many runs of each task type were learned from."""
    beliefs: list[Belief] = []
    """Sorted by task type, then tool."""

    def belief(self, tool: str, task_type: str) -> Belief:
        """The belief about `tool` on `task_type`; the bare prior when it was never called."""
        for found in self.beliefs:
            if found.tool == tool and found.task_type == task_type:
                return found
        return Belief(tool=tool, task_type=task_type, alpha=self.prior.alpha, beta=self.prior.beta)

    def for_task(self, task_type: str) -> list[Belief]:
        return [b for b in self.beliefs if b.task_type == task_type]

    def task_types(self) -> list[str]:
        return sorted({b.task_type for b in self.beliefs} | set(self.runs))


def credible_interval(alpha: float, beta: float, level: float = 0.95) -> tuple[float, float]:
    """The 95% (by default) equal-tailed credible interval of Beta(alpha, beta).

    The error bars of a competence chart.

    scipy is imported here, not at the top: it takes about a second to
    import, and only the charts need it, not a worker that learns or hints.
    """
    from scipy.stats import beta as beta_distribution  # noqa: PLC0415

    tail = (1.0 - level) / 2.0
    low = beta_distribution.ppf(tail, alpha, beta)
    high = beta_distribution.ppf(1.0 - tail, alpha, beta)
    return float(low), float(high)


def updated(belief: Belief, ok: bool) -> Belief:
    """The belief after one more call: a success adds to alpha, a failure to beta."""
    return belief.model_copy(
        update={
            "alpha": belief.alpha + (1 if ok else 0),
            "beta": belief.beta + (0 if ok else 1),
            "calls": belief.calls + 1,
        }
    )


def learn_run(
    preferences: Preferences, task_type: str, records: Sequence[ToolCallRecord]
) -> Preferences:
    """The preferences after one more run of `task_type` made `records` (maybe none).

    Every call updates its tool's belief in order; every belief of the task
    type that the run did not call grows one run idler.
    """
    known = {(b.tool, b.task_type): b for b in preferences.beliefs}
    for record in records:
        key = (record.tool, task_type)
        current = known.get(key) or preferences.belief(record.tool, task_type)
        known[key] = updated(current, record.ok)
    used = {record.tool for record in records}
    for (tool, kind), belief in known.items():
        if kind == task_type:
            known[(tool, kind)] = belief.model_copy(
                update={"idle_runs": 0 if tool in used else belief.idle_runs + 1}
            )
    runs = dict(preferences.runs)
    runs[task_type] = runs.get(task_type, 0) + 1
    return _with(preferences, known.values(), runs)


def explore(preferences: Preferences, task_type: str) -> bool:
    """Every tool tried on this task type is above EXPLORE_ABOVE: room to try new ones."""
    beliefs = preferences.for_task(task_type)
    return bool(beliefs) and all(b.competence > EXPLORE_ABOVE for b in beliefs)


def retired(
    preferences: Preferences, task_type: str | None = None, after_runs: int = RETIRE_AFTER_RUNS
) -> list[Belief]:
    """The beliefs flagged for retirement, of one task type or of all."""
    pool = preferences.beliefs if task_type is None else preferences.for_task(task_type)
    return [b for b in pool if b.retire(after_runs)]


class PriorMismatch(ValueError):
    """Two preference files learned from different priors cannot be merged."""


def merge(first: Preferences, second: Preferences) -> Preferences:
    """Two preference files learned apart, as one.

    alpha = alpha_a + alpha_b - alpha_prior, and likewise beta.

    Each file's alpha already holds the prior once; adding both would count it
    twice, hence the subtraction. A belief only one file has is kept as it is
    (the other file's is the bare prior). Run counts add up; idle_runs takes
    the smaller, since the tool was used that recently in one of them.
    """
    if first.prior != second.prior:
        raise PriorMismatch(
            f"cannot merge preference files with different priors: "
            f"Beta({first.prior.alpha:g}, {first.prior.beta:g}) and "
            f"Beta({second.prior.alpha:g}, {second.prior.beta:g})"
        )
    prior = first.prior
    merged = {(b.tool, b.task_type): b for b in first.beliefs}
    for other in second.beliefs:
        key = (other.tool, other.task_type)
        mine = merged.get(key)
        merged[key] = other if mine is None else _merged(mine, other, prior)
    runs = {
        kind: first.runs.get(kind, 0) + second.runs.get(kind, 0)
        for kind in {*first.runs, *second.runs}
    }
    return _with(first, merged.values(), runs)


def _merged(mine: Belief, other: Belief, prior: Prior) -> Belief:
    return mine.model_copy(
        update={
            "alpha": mine.alpha + other.alpha - prior.alpha,
            "beta": mine.beta + other.beta - prior.beta,
            "calls": mine.calls + other.calls,
            "idle_runs": min(mine.idle_runs, other.idle_runs),
        }
    )


def _with(preferences: Preferences, beliefs: Iterable[Belief], runs: dict[str, int]) -> Preferences:
    ordered = sorted(beliefs, key=lambda b: (b.task_type, b.tool))
    return preferences.model_copy(update={"beliefs": ordered, "runs": dict(sorted(runs.items()))})


def save_preferences(preferences: Preferences, path: Path) -> None:
    """Write the file whole through a temporary name, so a reader never sees half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    partial.write_text(preferences.model_dump_json(indent=2) + "\n", encoding="utf-8")
    partial.replace(path)


def load_preferences(path: Path) -> Preferences:
    return preferences_from_json(path.read_text(encoding="utf-8"))


def preferences_from_json(text: str) -> Preferences:
    """A preference file's contents; a file of another kind or version is a clear error."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise ValueError(f"not a tool preference file (its kind is not {FILE_KIND!r})")
    if data.get("version") != FILE_VERSION:
        raise ValueError(
            f"tool preference file version {data.get('version')!r}; "
            f"this loopglass reads version {FILE_VERSION}"
        )
    return Preferences.model_validate(data)


class Standing(_Frozen):
    """One belief with everything a chart or a table shows about it."""

    tool: str
    task_type: str
    alpha: float
    beta: float
    calls: int
    idle_runs: int
    competence: float
    low: float
    """The 95% equal-tailed credible interval of the competence: its lower end..."""
    high: float
    """...and its upper end."""
    needs_practice: bool
    mastered: bool
    retire: bool


def standings(
    preferences: Preferences, task_type: str | None = None, retire_after: int = RETIRE_AFTER_RUNS
) -> list[Standing]:
    """Every belief (of one task type, or all) with its competence, interval and flags."""
    pool = preferences.beliefs if task_type is None else preferences.for_task(task_type)
    return [_standing(b, retire_after) for b in pool]


def _standing(belief: Belief, retire_after: int) -> Standing:
    low, high = belief.interval()
    return Standing(
        tool=belief.tool,
        task_type=belief.task_type,
        alpha=belief.alpha,
        beta=belief.beta,
        calls=belief.calls,
        idle_runs=belief.idle_runs,
        competence=belief.competence,
        low=low,
        high=high,
        needs_practice=belief.needs_practice,
        mastered=belief.mastered,
        retire=belief.retire(retire_after),
    )
