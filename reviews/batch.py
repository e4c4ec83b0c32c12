"""One decision for several pending calls that are the same: the same tool with the same
arguments (after JSON normalisation) in runs of the same team. Each is decided on its own
through runs.approvals.decide (its own row lock; its run resumes), so one already decided is
refused and reported while the others go through."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from django.contrib.auth.models import User
from django.db.models import QuerySet

from accounts.services import can_review
from harness.output.redact import ANY_MARKER
from runs.approvals import DecisionRefused, decide
from runs.models import Approval, ApprovalStatus

BATCH_DECISIONS = ("approve", "reject")
MOST = 200
"""The most calls one batch decides (the anchor and those shown as the same)."""


def canonical(arguments: object) -> str:
    """The arguments as one normalised JSON text: key order and layout do not count."""
    return json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def batchable(approval: Approval) -> bool:
    """Whether the stored arguments are the call's: a secret was redacted before they were
    stored, and two calls with other secrets would read the same, so such a call is decided
    on its own."""
    return ANY_MARKER.search(canonical(approval.arguments)) is None


def is_same(approval: Approval, other: Approval) -> bool:
    return (
        batchable(approval)
        and other.run.team_id == approval.run.team_id
        and other.tool == approval.tool
        and canonical(other.arguments) == canonical(approval.arguments)
    )


def same_pending(approval: Approval) -> list[Approval]:
    """The other pending calls of the approval's team that are the same, oldest first."""
    if not approval.is_pending or not batchable(approval):
        return []
    others = (
        Approval.objects.filter(
            status=ApprovalStatus.PENDING, tool=approval.tool, run__team_id=approval.run.team_id
        )
        .exclude(pk=approval.pk)
        .select_related("run")
        .order_by("created_at", "pk")
    )
    key = canonical(approval.arguments)
    return [other for other in others[:MOST] if canonical(other.arguments) == key]


@dataclass
class BatchOutcome:
    decided: list[Approval] = field(default_factory=list)
    refused: list[tuple[int, str]] = field(default_factory=list)
    """(approval id, why) for each call not decided."""


def decide_same(
    *,
    anchor: Approval,
    others: list[int],
    visible: QuerySet[Approval],
    user: User,
    decision: str,
    comment: str = "",
) -> BatchOutcome:
    """Decide `anchor` and each of `others` (the ids the reviewer was shown) alike. Each must
    be visible to `user` (their teams), of the anchor's team, and the same call; the role
    is checked before each decision."""
    if decision not in BATCH_DECISIONS:
        raise DecisionRefused(f"several calls are approved or rejected together, not {decision!r}")
    if not batchable(anchor):
        raise DecisionRefused("its arguments held a secret (stored redacted): decide it alone")
    outcome = BatchOutcome()
    ids = list(dict.fromkeys([anchor.pk, *others]))[:MOST]
    found = {a.pk: a for a in visible.filter(pk__in=ids).select_related("run")}
    for approval_id in ids:
        approval = found.get(approval_id)
        if approval is None:
            outcome.refused.append((approval_id, "not a call of your teams"))
        elif not is_same(anchor, approval):
            outcome.refused.append((approval_id, "not the same call"))
        elif not can_review(user):
            outcome.refused.append((approval_id, "deciding needs the reviewer role"))
        else:
            _decide_one(approval, user, decision, comment, outcome)
    return outcome


def _decide_one(
    approval: Approval, user: User, decision: str, comment: str, outcome: BatchOutcome
) -> None:
    try:
        decided = decide(approval_id=approval.pk, user=user, decision=decision, comment=comment)
    except DecisionRefused as refused:
        outcome.refused.append((approval.pk, str(refused)))
    else:
        outcome.decided.append(decided)
