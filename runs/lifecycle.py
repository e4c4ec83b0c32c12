"""A run's status: the changes it may make, in one table, and the only code that writes it.

    queued ──claim──> running ──pause──> awaiting_approval ──decision──> queued
       │                 │ (a worker that lost its lease: reclaimed, running again)
       │                 ├──> succeeded | answered | failed | cancelled | stopped
       └──> cancelled | failed          awaiting_approval ──> cancelled

Every write is an UPDATE that names the statuses it may come from, so two writers
(a worker ending a run, a person cancelling it) cannot both win: the second finds
the status changed and changes nothing. `move` says how many runs changed;
`change` raises when the run it names may not make the change.
"""

from __future__ import annotations

from django.db.models import QuerySet

from runs.models import Run, Status
from runs.signals import announce_end

ENDS = (Status.SUCCEEDED, Status.ANSWERED, Status.FAILED, Status.CANCELLED, Status.STOPPED)
"""How a run ends; an ended run changes no more."""
TRANSITIONS: dict[Status, frozenset[Status]] = {
    Status.QUEUED: frozenset({Status.RUNNING, Status.CANCELLED, Status.FAILED}),
    Status.RUNNING: frozenset({Status.RUNNING, Status.AWAITING_APPROVAL, *ENDS}),
    Status.AWAITING_APPROVAL: frozenset({Status.QUEUED, Status.CANCELLED}),
    **{end: frozenset() for end in ENDS},
}
"""The statuses each status may change to."""


class IllegalTransition(Exception):
    """A status change the table does not allow (or a run that changed meanwhile)."""


def sources(to: Status) -> list[Status]:
    """The statuses a run may be in to change to `to`."""
    return [status for status, targets in TRANSITIONS.items() if to in targets]


def move(runs: QuerySet[Run], to: Status, **fields: object) -> int:
    """Change the runs of `runs` that may change to `to` (and set `fields` with it): how many
    did. A run in a status that may not is left as it is."""
    return runs.filter(status__in=sources(to)).update(status=to, **fields)


def change(run_id: int, to: Status, **fields: object) -> None:
    """Change one run to `to`, or raise IllegalTransition saying from what."""
    if move(Run.objects.filter(pk=run_id), to, **fields) == 1:
        if to in ENDS:
            announce_end(run_id, to)  # after the commit: the team's channels hear of it
        return
    current = Run.objects.filter(pk=run_id).values_list("status", flat=True).first()
    raise IllegalTransition(f"run {run_id} is {current or 'gone'}: it cannot become {to}")
