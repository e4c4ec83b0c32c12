"""Sending a run to the workers: its task, by name, so that nothing here imports the tasks
module (which imports the executor, which imports most of this app)."""

from __future__ import annotations

from celery import current_app
from django.utils import timezone

from runs.models import Run

EXECUTE_RUN = "runs.tasks.execute_run"
"""The name of the task that executes (or resumes) a run: runs.tasks.execute_run."""


def enqueue_run(run_id: int) -> None:
    result = current_app.send_task(EXECUTE_RUN, args=[run_id])
    Run.objects.filter(pk=run_id).update(task_id=result.id, enqueued_at=timezone.now())
