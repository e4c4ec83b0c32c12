"""The run list's filters, as the page and `GET /api/runs` both take them.

Of the run: status, reason (how it stopped), check (`passed`, `failed`, `none`), model,
endpoint, team, and the day it was created (`since`, `until`, inclusive). Of a step: the
tool it called, whether it erred (`error`: `yes`, `no`), and the reviewer's decision on
its call. The runs listed are those with such a step; the search hits, such steps. A value
outside the known ones is ignored, as an empty one is; a NUL character is dropped (PostgreSQL
takes none).
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import get_args

from django.db.models import Exists, OuterRef, Q, QuerySet

from harness.agent.shapes import StopReason
from runs.models import Approval, ApprovalStatus, RunQuerySet, Status, Step
from web.params import text

REASONS = list(get_args(StopReason))
"""The reasons a run stops (or pauses) for, as `Run.stopped_reason` holds them."""
CHECKS = {
    "passed": {"check_result__passed": True},
    "failed": {"check_result__passed": False},
    "none": {"check_result__isnull": True},
}
"""What the `check` filter may ask for: a check that passed, one that failed, none ran."""
ERRORS = {
    "yes": Q(is_error=True) | Q(parse_error__isnull=False),
    "no": Q(is_error=False, parse_error__isnull=True),
}
"""A step that erred: its tool returned an error, or the model's reply could not be read."""
DECISIONS = [status for status in ApprovalStatus.values if status != ApprovalStatus.PENDING]
NAME_LENGTH = 200
"""A model, endpoint or tool name asked for is cut to this (none is longer)."""


@dataclass(frozen=True)
class RunFilter:
    status: str = ""
    reason: str = ""
    check: str = ""
    model: str = ""
    endpoint: str = ""
    team: int | None = None
    since: datetime.date | None = None
    until: datetime.date | None = None
    tool: str = ""
    error: str = ""
    decision: str = ""

    @classmethod
    def of(cls, given: Mapping[str, str | None], teams: list[int] | None) -> RunFilter:
        """The filter from the parameters, the unknown values left out; `teams`: those the
        user sees (None: every one)."""
        known = {name: text(given.get(name)) for name in _NAMES}
        team = _number(known["team"])
        return cls(
            status=_one_of(known["status"], Status.values),
            reason=_one_of(known["reason"], REASONS),
            check=_one_of(known["check"], CHECKS),
            model=known["model"][:NAME_LENGTH],
            endpoint=known["endpoint"][:NAME_LENGTH],
            team=team if team is not None and (teams is None or team in teams) else None,
            since=_day(known["since"]),
            until=_day(known["until"]),
            tool=known["tool"][:NAME_LENGTH],
            error=_one_of(known["error"], ERRORS),
            decision=_one_of(known["decision"], DECISIONS),
        )

    def apply(self, runs: RunQuerySet) -> RunQuerySet:
        """The runs that pass, with a step that passes if a step's filter is set."""
        runs = runs.filter(self._of_run(""))
        if self.of_step:
            steps = Step.objects.filter(self._of_step(), run=OuterRef("pk"))
            runs = runs.filter(Exists(steps))
        return runs

    def apply_to_steps(self, steps: QuerySet[Step]) -> QuerySet[Step]:
        return steps.filter(self._of_run("run__"), self._of_step())

    def _of_run(self, prefix: str) -> Q:
        wanted = {
            "status": self.status,
            "stopped_reason": self.reason,
            "config__backend__model": self.model,
            "config__backend__endpoint": self.endpoint,
            "team_id": self.team,
            "created_at__date__gte": self.since,
            "created_at__date__lte": self.until,
        }
        wanted = {key: value for key, value in wanted.items() if value}
        wanted |= CHECKS.get(self.check, {})
        return Q(**{prefix + key: value for key, value in wanted.items()})

    def _of_step(self) -> Q:
        condition = Q(action_tool=self.tool) if self.tool else Q()
        if self.error:
            condition &= ERRORS[self.error]
        if self.decision:
            decided = Approval.objects.filter(
                run=OuterRef("run_id"), step_index=OuterRef("index"), status=self.decision
            )
            condition &= Q(Exists(decided))
        return condition

    @property
    def of_step(self) -> bool:
        return bool(self.tool or self.error or self.decision)

    @property
    def any(self) -> bool:
        return any(getattr(self, field.name) for field in fields(self))


_NAMES = [field.name for field in fields(RunFilter)]


def _one_of(value: str, known: object) -> str:
    return value if value in known else ""  # type: ignore[operator]


def _number(value: str) -> int | None:
    return int(value) if value.isascii() and value.isdigit() and len(value) < 10 else None


def _day(value: str) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(value) if len(value) == 10 else None
    except ValueError:
        return None
