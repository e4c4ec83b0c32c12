"""Sending a run to the workers: its task, by name, so that nothing here imports the tasks
module (which imports the executor, which imports most of this app)."""

from __future__ import annotations

import logging

from celery import current_app
from django.utils import timezone
from kombu.exceptions import OperationalError as QueueUnreachable

from runs.models import Run

logger = logging.getLogger(__name__)

EXECUTE_RUN = "runs.tasks.execute_run"
"""The name of the task that executes (or resumes) a run: runs.tasks.execute_run."""


def enqueue_run(run_id: int) -> bool:
    """Send the run's task; False when the task queue (Redis) does not answer. The run then
    stays queued with no `enqueued_at`, and `reclaim_stale_runs` sends it again once the
    queue answers: a launch with the queue down loses nothing and raises nothing."""
    try:
        result = current_app.send_task(EXECUTE_RUN, args=[run_id])
    except QueueUnreachable as exc:
        logger.warning(
            "run %s not sent to the workers, the task queue is unreachable: %s", run_id, exc
        )
        return False
    Run.objects.filter(pk=run_id).update(task_id=result.id, enqueued_at=timezone.now())
    return True
