"""The JSON API: launch, read, list steps, cancel. Bearer-token auth; errors are JSON.

POST /api/runs                      {"scenario": NAME} or {"goal", "backend": {...}}
GET  /api/runs/<id>
GET  /api/runs/<id>/steps?after=N
GET  /api/runs/<id>/changes         the workspace's diff against its start (text/x-diff)
POST /api/runs/<id>/cancel
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, TypedDict

from django.contrib.auth.models import User
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from ninja import Field, NinjaAPI, Schema, Status
from ninja.errors import ValidationError as RequestInvalid
from ninja.security import HttpBearer, django_auth
from pydantic import ValidationError

from accounts.models import ApiToken
from accounts.services import can_operate, team_for
from runs import changes
from runs.config import Reinforcement
from runs.launch import LaunchRefused, LaunchRequest, prepare
from runs.models import Run, Step
from runs.services import cancel_run, launch_run, replay_config
from web.requests import ApiRequest
from web.schemas import Strict


class BearerToken(HttpBearer):
    def authenticate(self, request: HttpRequest, token: str) -> User | None:
        found = ApiToken.find(token)
        if found is None:
            return None
        request.user = found.user
        return found.user


# A bearer token, or the browser's session (with its CSRF token for writes) for the pages' links.
api = NinjaAPI(
    title="loopglass", version="1", auth=[BearerToken(), django_auth], urls_namespace="api"
)


class ReplayIn(Strict):
    reinforcement: Reinforcement | None = None
    """None: as the recorded run had it."""
    reducers: list[str] | None = Field(default=None, max_length=50)
    """Reducer versions to pin (`pytest@1`); None: the newest of each family."""


class Created(Schema):
    id: int


class Problem(Schema):
    detail: str


class RunOut(Schema):
    id: int
    status: str
    stopped_reason: str
    step_count: int
    final_answer: str | None
    goal: str
    error: str
    tokens_in: int
    tokens_out: int
    tool_errors: int
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


class ActionOut(Schema):
    tool: str
    arguments: dict[str, Any] | None


class StepOut(Schema):
    index: int
    thought: str
    action: ActionOut | None
    observation: str | None
    packet: dict[str, Any] | None
    reinforcement: str
    is_error: bool
    final_answer: str | None
    parse_error: str | None
    tokens_in: int
    tokens_out: int
    model_latency: float
    tool_latency: float
    committed_at: datetime

    @staticmethod
    def resolve_action(step: Step) -> dict[str, Any] | None:
        if not step.action_tool:
            return None
        return {"tool": step.action_tool, "arguments": step.action_arguments}


class StepsOut(Schema):
    steps: list[StepOut]


class Steps(TypedDict):
    """What list_steps gives StepsOut."""

    steps: list[Step]


class ProblemBody(TypedDict):
    detail: str


class CreatedBody(TypedDict):
    id: int


@api.post("/runs", response={201: Created, 403: Problem, 422: Problem})
def create_run(request: ApiRequest, body: LaunchRequest) -> Status[ProblemBody | CreatedBody]:
    if not can_operate(request.auth):
        return Status(403, {"detail": "launching runs needs the operator role"})
    try:
        goal, config = prepare(body, team_for(request.auth).pk)
    except LaunchRefused as refused:
        return Status(422, {"detail": str(refused)})
    run = launch_run(user=request.auth, goal=goal, config=config)
    return Status(201, {"id": run.pk})


@api.get("/runs/{run_id}", response=RunOut)
def get_run(request: ApiRequest, run_id: int) -> Run:
    return get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)


@api.get("/runs/{run_id}/steps", response=StepsOut)
def list_steps(request: ApiRequest, run_id: int, after: int = -1, limit: int = 500) -> Steps:
    run = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    limit = min(max(limit, 1), 1000)
    return {"steps": list(run.steps.filter(index__gt=after).order_by("index")[:limit])}


@api.get("/runs/{run_id}/changes")
def run_changes(request: ApiRequest, run_id: int) -> HttpResponse:
    """The run's workspace diff against its start, as a patch (kept after the workspace)."""
    run = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    response = HttpResponse(
        changes.patch_of(run), content_type=f"{changes.CONTENT_TYPE}; charset=utf-8"
    )
    response["Content-Disposition"] = f'inline; filename="run-{run.pk}.patch"'
    return response


@api.post("/runs/{run_id}/replay", response={201: Created, 403: Problem, 422: Problem})
def replay(request: ApiRequest, run_id: int, body: ReplayIn) -> Status[ProblemBody | CreatedBody]:
    """A counterfactual replay of a finished run (see README, Counterfactual replay)."""
    source = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    if not can_operate(request.auth):
        return Status(403, {"detail": "replaying runs needs the operator role"})
    try:
        config = replay_config(source, reinforcement=body.reinforcement, reducers=body.reducers)
    except (ValueError, ValidationError) as exc:
        return Status(422, {"detail": _message(exc)})
    run = launch_run(user=request.auth, goal=source.goal, config=config)
    return Status(201, {"id": run.pk})


@api.post("/runs/{run_id}/cancel", response={200: RunOut, 403: Problem})
def cancel(request: ApiRequest, run_id: int) -> Run | Status[ProblemBody]:
    run = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    if not can_operate(request.auth):
        return Status(403, {"detail": "cancelling runs needs the operator role"})
    return cancel_run(run=run)


@api.exception_handler(RequestDataTooBig)
def too_big(request: HttpRequest, exc: RequestDataTooBig) -> HttpResponse:
    return api.create_response(request, {"detail": "the request body is too large"}, status=413)


@api.exception_handler(OverflowError)
def out_of_range(request: HttpRequest, exc: OverflowError) -> HttpResponse:
    """An id or number past what the database holds (SQLite's driver raises for 2**63)."""
    detail = "a number in the request is out of range"
    return api.create_response(request, {"detail": detail}, status=422)


@api.exception_handler(RequestInvalid)
def invalid(request: HttpRequest, exc: RequestInvalid) -> HttpResponse:
    """A body, path or query that does not fit its schema: one message, like the other errors."""
    return api.create_response(request, {"detail": _describe(exc.errors)}, status=422)


def _message(exc: Exception) -> str:
    if not isinstance(exc, ValidationError):
        return str(exc)
    return _describe(exc.errors())


def _describe(errors: Sequence[Mapping[str, Any]]) -> str:
    """`where: what` for each error; ninja puts body fields under "body" (twice), left out."""
    parts = []
    for error in errors:
        loc = [str(part) for part in error.get("loc", ())]
        while loc and loc[0] == "body":
            loc.pop(0)
        where = ".".join(loc) or "body"
        parts.append(f"{where}: {str(error.get('msg', 'invalid')).removeprefix('Value error, ')}")
    return "; ".join(parts)
