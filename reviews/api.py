"""The approvals API, mounted on the JSON API at /api/approvals, and the review rules API
at /api/rules.

GET    /api/approvals?status=pending&run=<id>
POST   /api/approvals/<id>  {"decision": approve|reject|edit|respond, "comment", "arguments"}
GET    /api/rules           ?scope=&effect=&tool=&author=&state=active|revoked
POST   /api/rules           {"scope": team|run, "run", "effect", "tool", "arguments"}
DELETE /api/rules/<id>      revokes the rule
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal, TypedDict

from django.shortcuts import get_object_or_404
from ninja import Field, Query, Router, Schema, Status

from accounts.services import can_review, team_for
from harness.gate.pause import Decision
from runs import review_rules
from runs.api import api
from runs.approvals import AlreadyDecided, DecisionRefused, decide
from runs.models import Approval, ApprovalStatus, ReviewRule, RuleScope, Run
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


# -- review rules: /api/rules -------------------------------------------------------------
#
# GET    /api/rules?scope=&effect=&tool=&author=&state=active|revoked
# POST   /api/rules      {"scope": "team"|"run", "run": id, "effect", "tool", "arguments": [...]}
# DELETE /api/rules/<id> revokes (the row stays)

rules_router = Router(tags=["rules"])


class RuleIn(Strict):
    scope: Literal["team", "run"]
    run: int | None = None
    """The run a `run` rule holds for; none for a team rule (your first team's)."""
    effect: Literal["allow", "deny"]
    tool: str = Field(max_length=200)
    arguments: list[dict[str, Any]] = Field(default=[], max_length=100)
    """[{"name", "kind": "exact"|"glob", "value"}]; an argument left out may be anything."""


class RuleOut(Schema):
    id: int
    scope: str
    run: int | None = Field(alias="run_id")
    team: int = Field(alias="team_id")
    effect: str
    tool: str
    arguments: list[dict[str, Any]]
    text: str = Field(alias="describe")
    author: str = Field(alias="author_name")
    created_at: datetime
    approval: int | None = Field(alias="approval_id")
    revoked_at: datetime | None
    revoked_by: str = Field(alias="revoked_by_name")


class RulesOut(Schema):
    rules: list[RuleOut]


class Rules(TypedDict):
    rules: list[ReviewRule]


class RuleFilters(Schema):
    scope: str = ""
    effect: str = ""
    tool: str = ""
    author: str = ""
    state: str = ""
    """active, revoked, or either (empty)."""
    limit: int = 200


@rules_router.get("", response=RulesOut)
def list_rules(request: ApiRequest, filters: Query[RuleFilters]) -> Rules:
    found = review_rules.filtered(request.auth, filters.model_dump(exclude={"limit"}))
    return {"rules": list(found[: min(max(filters.limit, 1), 1000)])}


@rules_router.post("", response={201: RuleOut, 403: Problem, 422: Problem})
def post_rule(request: ApiRequest, body: RuleIn) -> Status[ProblemBody] | Status[ReviewRule]:
    if not can_review(request.auth):
        return _problem(403, "keeping a rule needs the reviewer role")
    try:
        rule = review_rules.check(body.model_dump(include={"effect", "tool", "arguments"}))
        run = _rule_run(request, body)
    except review_rules.RuleRefused as refused:
        return _problem(422, str(refused))
    team = run.team if run is not None else team_for(request.auth)
    scope = RuleScope(body.scope)
    kept = review_rules.save(team=team, scope=scope, run=run, rule=rule, author=request.auth)
    return Status(201, kept)


def _rule_run(request: ApiRequest, body: RuleIn) -> Run | None:
    if body.scope == "team":
        if body.run is not None:
            raise review_rules.RuleRefused("run", "a team rule holds for every run: leave run out")
        return None
    if body.run is None:
        raise review_rules.RuleRefused("run", "a run rule names its run")
    run = Run.objects.visible_to(request.auth).select_related("team").filter(pk=body.run).first()
    if run is None:
        raise review_rules.RuleRefused("run", f"no run {body.run} of your teams")
    return run


@rules_router.delete("/{rule_id}", response={200: RuleOut, 403: Problem, 409: Problem})
def delete_rule(request: ApiRequest, rule_id: int) -> Status[ProblemBody] | ReviewRule:
    rule = get_object_or_404(ReviewRule.objects.visible_to(request.auth), pk=rule_id)
    if not can_review(request.auth):
        return _problem(403, "revoking a rule needs the reviewer role")
    try:
        return review_rules.revoke(rule_id=rule.pk, user=request.auth)
    except review_rules.RuleRefused as refused:
        return _problem(409, refused.message)


def _problem(code: int, detail: str) -> Status[ProblemBody]:
    return Status(code, {"detail": detail})


api.add_router("/rules", rules_router)  # beside /api/approvals, which config/urls.py adds
