"""The approvals API, mounted on the JSON API at /api/approvals.

GET  /api/approvals?status=pending&run=<id>
POST /api/approvals/<id>    {"decision": approve|reject|edit|respond, "comment", "arguments"}
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, TypedDict

from django.shortcuts import get_object_or_404
from ninja import Field, Router, Schema, Status

from accounts.services import can_review
from harness.pause import Decision
from runs.models import Approval, ApprovalStatus
from runs.pauses import AlreadyDecided, DecisionRefused, decide
from web.requests import ApiRequest
from web.schemas import Strict

router = Router(tags=["approvals"])


class ApprovalOut(Schema):
    id: int
    run: int = Field(alias="run_id")
    kind: str
    tool: str
    arguments: dict[str, Any]
    reason: str
    status: str
    details: dict[str, Any]
    created_at: datetime
    expires_at: datetime | None


class ApprovalsOut(Schema):
    approvals: list[ApprovalOut]


class DecisionIn(Strict):
    decision: Decision
    comment: str = Field(default="", max_length=10_000)
    arguments: dict[str, Any] | None = None


class DecisionOut(Schema):
    id: int
    run: int = Field(alias="run_id")
    status: str
    decision: str
    decided_by: str = Field(alias="decided_by_name")
    decided_at: datetime | None
    comment: str
    arguments: dict[str, Any] | None = Field(alias="decided_arguments")


class Problem(Schema):
    detail: str


class ProblemBody(TypedDict):
    detail: str


class Approvals(TypedDict):
    """What list_approvals gives ApprovalsOut."""

    approvals: list[Approval]


DECISION_RESPONSES = {200: DecisionOut, 403: Problem, 409: Problem, 422: Problem}


@router.get("", response=ApprovalsOut)
def list_approvals(
    request: ApiRequest,
    status: ApprovalStatus | None = None,
    run: int | None = None,
    limit: int = 200,
) -> Approvals:
    approvals = Approval.objects.visible_to(request.auth)
    if status:
        approvals = approvals.filter(status=status)
    if run is not None:
        approvals = approvals.filter(run_id=run)
    return {"approvals": list(approvals[: min(max(limit, 1), 1000)])}


@router.post(
    "/{approval_id}", response={200: DecisionOut, 403: Problem, 409: Problem, 422: Problem}
)
def post_decision(
    request: ApiRequest, approval_id: int, body: DecisionIn
) -> Status[ProblemBody] | Approval:
    approval = get_object_or_404(Approval.objects.visible_to(request.auth), pk=approval_id)
    if not can_review(request.auth):
        return Status(403, {"detail": "deciding needs the reviewer role"})
    try:
        decided = decide(
            approval_id=approval.pk,
            user=request.auth,
            decision=body.decision,
            comment=body.comment,
            arguments=body.arguments,
        )
    except AlreadyDecided as exc:
        return Status(409, {"detail": str(exc)})
    except DecisionRefused as exc:
        return Status(422, {"detail": str(exc)})
    return decided
