"""What the runs app announces (runs.signals), turned into deliveries.

Both signals are sent after the change committed, inside the run's worker (or the web
process that cancelled or failed it): a receiver here only queues rows and tasks, and logs
whatever goes wrong instead of raising it into the run.
"""

from __future__ import annotations

import logging

from django.dispatch import receiver

from notifications.models import Event
from notifications.services import notify
from runs.models import Approval, Run, Status
from runs.signals import approval_changed, run_ended

logger = logging.getLogger(__name__)

ENDED_AS = {
    Status.FAILED: Event.FAILED,
    Status.SUCCEEDED: Event.FINISHED,
    Status.ANSWERED: Event.FINISHED,
    Status.STOPPED: Event.FINISHED,
}
"""The ends a team hears of; a cancelled run was ended by one of its people."""


@receiver(approval_changed, dispatch_uid="notifications.review")
def review_waiting(sender: type[Approval], *, approval_id: int, new: bool, **_: object) -> None:
    if not new:
        return
    try:
        run_id = Approval.objects.values_list("run_id", flat=True).get(pk=approval_id)
        notify(Event.REVIEW, run_id=run_id, approval_id=approval_id)
    except Exception:
        logger.exception("notices of approval %s were not queued", approval_id)


@receiver(run_ended, dispatch_uid="notifications.ended")
def ended(sender: type[Run], *, run_id: int, status: str, **_: object) -> None:
    event = ENDED_AS.get(Status(status))
    if event is None:
        return
    try:
        notify(event, run_id=run_id)
    except Exception:
        logger.exception("notices of run %s's end were not queued", run_id)
