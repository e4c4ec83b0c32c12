"""What the runs app tells the apps above it, which it does not import."""

from __future__ import annotations

from functools import partial

from django.db import transaction
from django.dispatch import Signal

from runs.models import Run

approval_changed = Signal()
"""Sent once an approval is recorded or decided, after the commit, with `approval_id` and
`new` (True for a call that just paused). The review queue (reviews.live) listens."""

run_ended = Signal()
"""Sent once a run ended (succeeded, failed, cancelled or stopped), after the commit, with
`run_id` and `status`. The team's notification channels (notifications.triggers) listen."""


def announce_end(run_id: int, status: str) -> None:
    """Once committed (at once outside a transaction), tell the apps above that a run ended."""
    transaction.on_commit(partial(run_ended.send, sender=Run, run_id=run_id, status=status))
