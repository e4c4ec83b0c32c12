"""The run list's filters, as the page and `GET /api/runs` both take them.

status, reason (how it stopped), check (`passed`, `failed`, `none`) and a piece of
the goal; a value outside the known ones is ignored, as an empty one is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from django.db.models import Q

from harness.agent.shapes import StopReason
from runs.models import RunQuerySet, Status

REASONS = list(get_args(StopReason))
"""The reasons a run stops (or pauses) for, as `Run.stopped_reason` holds them."""
CHECKS = {
    "passed": Q(check_result__passed=True),
    "failed": Q(check_result__passed=False),
    "none": Q(check_result__isnull=True),
}
"""What the `check` filter may ask for: a check that passed, one that failed, none ran."""


@dataclass(frozen=True)
class RunFilter:
    status: str = ""
    reason: str = ""
    check: str = ""
    goal: str = ""

    @classmethod
    def of(cls, status: str, reason: str, check: str, goal: str) -> RunFilter:
        """The filter with the unknown values left out."""
        return cls(
            status=status if status in Status.values else "",
            reason=reason if reason in REASONS else "",
            check=check if check in CHECKS else "",
            goal=goal,
        )

    def apply(self, runs: RunQuerySet) -> RunQuerySet:
        if self.status:
            runs = runs.filter(status=self.status)
        if self.reason:
            runs = runs.filter(stopped_reason=self.reason)
        if self.check:
            runs = runs.filter(CHECKS[self.check])
        if self.goal:
            runs = runs.filter(goal__icontains=self.goal)
        return runs

    @property
    def any(self) -> bool:
        return bool(self.status or self.reason or self.check or self.goal)
