"""Writes to runs: launch, cancel, fail, reclaim. Keyword-only, each in one transaction."""

from __future__ import annotations

import logging
from datetime import timedelta
from functools import partial
from typing import Any

from celery import current_app
from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts.services import team_for
from harness.output.redact import redact_string
from runs import lifecycle
from runs.approvals import AlreadyDecided, decide
from runs.broadcast import send_to_run
from runs.config import Reinforcement, ReplayBackend, RunConfig
from runs.costs import starting_cost
from runs.launch import LaunchRefused, current_servers
from runs.models import ApprovalStatus, Run, Status
from runs.queue import enqueue_run
from runs.rendering import status_message

logger = logging.getLogger(__name__)


@transaction.atomic
def launch_run(*, user: User, goal: str, config: RunConfig) -> Run:
    """Create a queued run; its task is enqueued once the row is committed."""
    written = config.model_dump(mode="json")
    run = Run.objects.create(
        team=team_for(user),
        created_by=user,
        goal=goal,
        config=written,
        cost=starting_cost(written),
    )
    transaction.on_commit(partial(enqueue_run, run.pk))
    return run


def replay_config(
    source: Run,
    *,
    team_id: int,
    reinforcement: Reinforcement | None = None,
    reducers: list[str] | None = None,
) -> RunConfig:
    """`source`'s config, its model replaced by a replay of its recorded replies, under
    another reinforcement mode or pinned reducers (a counterfactual replay), for a run of
    team `team_id`: its MCP servers are that team's of the same names, as they are now."""
    if source.is_active:
        raise ValueError(f"run {source.pk} is {source.status}: only a finished run is replayed")
    config = RunConfig.model_validate(source.config)
    backend = ReplayBackend(run=source.pk, source=config.recorded_backend)
    # a replay calls no model: it costs nothing, so it has no budget to keep
    changes: dict[str, Any] = {"backend": backend.model_dump(mode="json"), "max_cost": None}
    written = [server.model_dump(mode="json") for server in config.mcp]
    try:
        changes["mcp"] = current_servers(written, team_id)
    except LaunchRefused as refused:
        raise ValueError(f"the replay's team cannot run the same MCP servers: {refused}") from None
    if reinforcement is not None:
        changes["reinforcement"] = reinforcement
    if reducers is not None:
        changes["reducers"] = reducers
    return RunConfig.model_validate(config.model_dump(mode="json") | changes)


@transaction.atomic
def cancel_run(*, run: Run, user: User) -> Run:
    """Stop a run: a queued or paused one at once; a running one as soon as its worker sees
    the flag (within a second: a model or tool call in progress is given up). A paused
    run's calls waiting for review are rejected in the name of `user` (who cancelled),
    saying why, so no review queue keeps a call that can never run."""
    run = Run.objects.select_for_update().get(pk=run.pk)
    if run.status in (Status.QUEUED, Status.AWAITING_APPROVAL):
        was_paused = run.status == Status.AWAITING_APPROVAL
        _end(run, Status.CANCELLED, "cancelled", "")
        if was_paused:
            _close_reviews(run, user)
        if run.task_id:
            transaction.on_commit(partial(current_app.control.revoke, run.task_id))
    elif run.status == Status.RUNNING:
        run.cancel_requested = True
        run.save(update_fields=["cancel_requested"])
    return run


CANCELLED_WHILE_WAITING = "the run was cancelled while this call waited for review"


def _close_reviews(run: Run, user: User) -> None:
    pending = run.approvals.filter(status=ApprovalStatus.PENDING).values_list("pk", flat=True)
    for approval_id in pending:
        try:
            decide(
                approval_id=approval_id,
                user=user,
                decision="reject",
                comment=CANCELLED_WHILE_WAITING,
            )
        except AlreadyDecided:
            continue  # a reviewer was first: the run stays cancelled all the same


@transaction.atomic
def fail_run(
    *, run_id: int, reason: str, owner: str | None = None, lease_expired: bool = False
) -> bool:
    """Mark an unfinished run failed: with `owner`, only while that worker holds it; with
    `lease_expired`, only while no worker does."""
    runs = Run.objects.select_for_update().filter(
        pk=run_id, status__in=[Status.QUEUED, Status.RUNNING]
    )
    if owner is not None:
        runs = runs.filter(lease_owner=owner)
    if lease_expired:
        runs = runs.filter(lease_expires_at__lt=timezone.now())
    run = runs.first()
    if run is None:
        return False
    _end(run, Status.FAILED, "error", redact_string(reason))  # it may quote a server's stderr
    return True


def _end(run: Run, status: Status, stopped_reason: str, error: str) -> None:
    ended = {"stopped_reason": stopped_reason, "error": error, "finished_at": timezone.now()}
    lifecycle.change(run.pk, status, lease_owner="", lease_expires_at=None, **ended)
    run.refresh_from_db()
    transaction.on_commit(partial(send_to_run, run.pk, status_message(run)))


def reclaim_stale_runs() -> dict[str, int]:
    """Runs whose worker vanished: enqueue them again to resume, or fail them.

    A run is stale when it is `running` past its lease, or still `queued`
    long after its task was sent (the message was lost, say with a Redis
    restart). A run sent again recently is left alone, so a busy queue does
    not fill with copies. A run is resumed at most LOOPGLASS_RECLAIM_ATTEMPTS
    times; `attempts` counts its first claim too.
    """
    now = timezone.now()
    lease = timedelta(seconds=settings.LOOPGLASS_LEASE_SECONDS)
    not_sent_lately = Q(enqueued_at__isnull=True) | Q(enqueued_at__lt=now - lease)
    counts = {"resumed": 0, "failed": 0, "requeued": 0}
    for run in Run.objects.filter(not_sent_lately, status=Status.RUNNING, lease_expires_at__lt=now):
        if run.attempts > settings.LOOPGLASS_RECLAIM_ATTEMPTS:
            reason = f"the worker running it was lost {run.attempts} times; giving up"
            counts["failed"] += fail_run(run_id=run.pk, reason=reason, lease_expired=True)
        else:
            counts["resumed"] += enqueue_run(run.pk)
    forgotten = Run.objects.filter(
        Q(enqueued_at__lt=now - 10 * lease)
        | Q(enqueued_at__isnull=True, created_at__lt=now - 10 * lease),
        status=Status.QUEUED,
    )
    for run_id in forgotten.values_list("pk", flat=True):
        counts["requeued"] += enqueue_run(run_id)
    if any(counts.values()):
        logger.info("reclaimed stale runs: %s", counts)
    return counts
