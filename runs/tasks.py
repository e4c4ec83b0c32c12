"""Celery tasks: thin; they fetch by id and call the executor or a service."""

from __future__ import annotations

from celery import Task, shared_task
from django.db import InterfaceError, OperationalError

from runs import approvals, executor, retention, services


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    ignore_result=True,
    # The database out of reach before the run is claimed (too many clients, a restart):
    # try again in 1, 2, 4... s rather than leave the run queued until beat re-sends it.
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=True,
    retry_backoff_max=60,
    max_retries=8,
)
def execute_run(self: Task[[int], None], run_id: int) -> None:
    """Execute (or resume) a run; a second delivery finds it claimed and does nothing."""
    executor.execute(run_id, owner=f"{self.request.hostname}/{self.request.id}")


@shared_task(ignore_result=True)
def reclaim_stale_runs() -> dict[str, int]:
    """Beat: resume or fail runs whose worker vanished, re-enqueue forgotten queued runs."""
    return services.reclaim_stale_runs()


@shared_task(ignore_result=True)
def expire_approvals() -> int:
    """Beat: reject the gated calls that waited past LOOPGLASS_APPROVAL_TIMEOUT_MINUTES."""
    return approvals.expire_approvals()


@shared_task(ignore_result=True)
def clean_workspaces() -> dict[str, int]:
    """Beat (hourly): the workspaces, starts and caches past LOOPGLASS_WORKSPACE_DAYS and
    LOOPGLASS_CACHE_DAYS, removed (runs.retention)."""
    done = retention.clean()
    removed = [item for item in done if item.removed]
    return {
        "removed": len(removed),
        "bytes": sum(item.size for item in removed),
        "left": len(done) - len(removed),
    }
