"""Approvals: a run paused for a reviewer. The call it paused at recorded as an Approval,
decided (first decision wins), the run re-queued, and the decision handed to the resumed
run; reviewers' clearances of its taint; calls nobody decided in time rejected.

The review queue (reviews/) shows the approvals and takes decisions through here; it
learns of each new or decided one from the `approval_changed` signal (runs.signals).
"""

from __future__ import annotations

from datetime import timedelta
from functools import partial
from typing import Any, TypeGuard

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from harness.agent.shapes import Action
from harness.gate.pause import Decision, Resolution
from harness.gate.pause import TaintClearance as HarnessClearance
from harness.output.redact import redact_arguments, redact_json, redact_string, restore_arguments
from harness.reporting.events import Event, RunPaused, RunResumed
from harness.tools import builtin_registry
from runs import lifecycle
from runs.broadcast import send_to_run
from runs.models import DECIDED_AS, Approval, ApprovalStatus, Run, Status, TaintClearance
from runs.queue import enqueue_run
from runs.rendering import status_message
from runs.signals import approval_changed


class DecisionRefused(Exception):
    """A decision that cannot be taken: the reason is for the person who tried."""


class AlreadyDecided(DecisionRefused):
    pass


def record_pause(run_id: int, event: RunPaused) -> Approval:
    """The pending approval for the call a run paused at (once, whatever the retries)."""
    minutes = settings.LOOPGLASS_APPROVAL_TIMEOUT_MINUTES
    approval, created = Approval.objects.get_or_create(
        run_id=run_id,
        call_id=event.call_id,
        defaults={
            "step_index": event.index,
            "kind": event.kind,
            "tool": event.action.tool,
            "arguments": redact_arguments(event.action.arguments),
            "reason": redact_string(event.reason),
            "details": redact_json(getattr(event, "details", None) or {}),
            "expires_at": timezone.now() + timedelta(minutes=minutes) if minutes else None,
        },
    )
    if created:
        _announce(approval, new=True)
    return approval


def decide(
    *,
    approval_id: int,
    user: User | None,
    decision: str,
    comment: str = "",
    arguments: dict[str, Any] | None = None,
) -> Approval:
    """Take a reviewer's decision and resume the run once it is committed. The first
    decision wins: the row is locked, and a second one is refused saying whose it was.
    `user` None: nobody decided in time (beat)."""
    if not is_decision(decision):
        raise DecisionRefused(f"unknown decision {decision!r}: approve, reject, edit or respond")
    with transaction.atomic():
        approval = Approval.objects.select_for_update().get(pk=approval_id)
        if not approval.is_pending:
            raise AlreadyDecided(_decided_by(approval))
        if decision == "edit":
            _check_edit(approval.tool, arguments)
        if decision == "respond" and not comment.strip():
            raise DecisionRefused("a response needs the text the model is to read")
        _record(approval, user, decision, comment, arguments)
        waited = (timezone.now() - approval.created_at).total_seconds()
        waiting = Run.objects.filter(pk=approval.run_id, status=Status.AWAITING_APPROVAL)
        # the pause is over: its reason goes, and the wait counts apart from the work
        resumed = {"stopped_reason": "", "review_seconds": F("review_seconds") + max(waited, 0)}
        if lifecycle.move(waiting, Status.QUEUED, **resumed):
            # queued shown before the task is sent: a quick worker's "running" comes after
            transaction.on_commit(partial(announce_status, approval.run_id))
            transaction.on_commit(partial(enqueue_run, approval.run_id))
        _announce(approval, new=False)
    return approval


def is_decision(value: str) -> TypeGuard[Decision]:
    return value in DECIDED_AS


def _decided_by(approval: Approval) -> str:
    when = timezone.localtime(approval.decided_at).strftime("%Y-%m-%d %H:%M:%S")
    return f"already decided by {approval.decided_by_name or 'someone'} at {when}"


def _check_edit(tool: str, arguments: dict[str, Any] | None) -> None:
    if not isinstance(arguments, dict):
        raise DecisionRefused("an edit needs the new arguments, as a JSON object")
    known = builtin_registry()
    if known.get(tool) is not None:
        problem = known.check(Action(tool=tool, arguments=arguments))
        if problem:
            raise DecisionRefused(f"the edited arguments do not fit {tool}: {problem}")


def _record(
    approval: Approval,
    user: User | None,
    decision: Decision,
    comment: str,
    arguments: dict[str, Any] | None,
) -> None:
    approval.status = DECIDED_AS[decision]
    approval.decided_by = user
    approval.decided_by_name = user.get_username() if user is not None else "timeout"
    approval.decided_at = timezone.now()
    approval.comment = comment
    approval.decided_arguments = arguments if decision == "edit" else None
    approval.save()


def resolution_for(run_id: int, events: list[Event]) -> Resolution | None:
    """The decision a paused run resumes with: on the call it last paused at, if decided
    and not yet applied (a RunResumed after the pause means it was)."""
    pauses = [(i, e) for i, e in enumerate(events) if isinstance(e, RunPaused)]
    if not pauses:
        return None
    at, pause = pauses[-1]
    if any(isinstance(e, RunResumed) for e in events[at:]):
        return None
    approval = Approval.objects.filter(run_id=run_id, call_id=pause.call_id).first()
    if approval is None or approval.is_pending:
        return None
    resolution = approval.resolution()
    if resolution.arguments is None:
        return resolution
    # The reviewer edited the arguments as shown, secrets redacted: the markers they kept
    # stand for the secrets of the call as the model made it.
    kept = restore_arguments(resolution.arguments, pause.action.arguments)
    return resolution.model_copy(update={"arguments": kept})


def expire_approvals() -> int:
    """Beat: reject the calls nobody decided in time, saying so."""
    overdue = Approval.objects.filter(
        status=ApprovalStatus.PENDING, expires_at__lte=timezone.now()
    ).values_list("pk", flat=True)
    minutes = settings.LOOPGLASS_APPROVAL_TIMEOUT_MINUTES
    expired = 0
    for approval_id in overdue:
        try:
            decide(
                approval_id=approval_id,
                user=None,
                decision="reject",
                comment=f"no reviewer decided within {minutes} minutes",
            )
            expired += 1
        except AlreadyDecided:
            continue  # a person decided while beat was on its way
    return expired


def clear_taint(*, run_id: int, user: User, comment: str = "") -> TaintClearance:
    """Vouch for what tainted a paused run (audited). The resumed run's worker writes its
    `taint_cleared` event (clearances_for) before the run goes on."""
    with transaction.atomic():
        run = Run.objects.select_for_update().get(pk=run_id)
        if run.status != Status.AWAITING_APPROVAL:
            raise DecisionRefused("taint is cleared while the run waits for a review")
        pending = Approval.objects.filter(run=run, status=ApprovalStatus.PENDING).first()
        sources = pending.details.get("sources", []) if pending else []
        return TaintClearance.objects.create(
            run=run,
            cleared_by=user,
            cleared_by_name=user.get_username(),
            comment=comment,
            sources=[{k: s.get(k) for k in ("artifact_id", "tool", "step")} for s in sources],
        )


def clearances_for(run_id: int) -> list[HarnessClearance]:
    """The clearances of a run whose events are not yet in its log, oldest first."""
    pending = TaintClearance.objects.filter(run_id=run_id, applied=False).order_by("pk")
    return [HarnessClearance(reviewer=c.cleared_by_name, message=c.comment) for c in pending]


def announce_status(run_id: int) -> None:
    """The run's status bar to its viewers (queued again, say, once decided)."""
    run = Run.objects.filter(pk=run_id).first()
    if run is not None:
        send_to_run(run_id, status_message(run))


def _announce(approval: Approval, *, new: bool) -> None:
    """Once committed, tell whoever shows approvals (the review queue) of this one."""
    send = partial(approval_changed.send, sender=Approval, approval_id=approval.pk, new=new)
    transaction.on_commit(send)
