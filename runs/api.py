"""The JSON API: launch, read, list steps, cancel. Bearer-token auth; errors are JSON.

POST /api/runs                      {"scenario": NAME} or {"goal", "backend": {...}}; or, to
                                    upload the workspace, multipart: that JSON in a part
                                    `request`, a .zip or .tar.gz in a file part `archive`
                                    (checked as the form's upload is: runs/uploads.py)
GET  /api/runs?q=&status=&reason=&check=&model=&endpoint=&team=&since=&until=&tool=&error=
             &decision=&limit=&before=&hit_page=   newest first, as the run list; with `q`,
                                    the runs whose goal has the words and the steps that do
GET  /api/runs/<id>
GET  /api/runs/<id>/steps?after=N
GET  /api/runs/<id>/changes         the workspace's diff against its start (text/x-diff; 204: none)
POST /api/runs/<id>/cancel
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any, TypedDict

from django.contrib.auth.models import User
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.core.files.uploadedfile import UploadedFile
from django.http import HttpRequest, HttpResponse
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import get_object_or_404
from ninja import Field, NinjaAPI, Query, Schema, Status
from ninja.errors import HttpError
from ninja.errors import ValidationError as RequestInvalid
from ninja.security import HttpBearer, django_auth
from pydantic import ValidationError

from accounts.models import ApiToken
from accounts.services import can_operate, team_for, visible_team_ids
from runs import changes, search, uploads
from runs.config import Reinforcement
from runs.costs import budget_of
from runs.filters import RunFilter
from runs.launch import LaunchRefused, LaunchRequest, PacketCap, PacketShare, prepare
from runs.models import Run, Step
from runs.services import cancel_run, launch_run, replay_config
from web import archives
from web.params import text
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
    packet_share: PacketShare | None = None
    """A packet's share of its output, as at launch; None: as the recorded run had it."""
    packet_cap: PacketCap | None = None
    """The bytes a packet may take at most, as at launch; None: as the recorded run had it."""


class Created(Schema):
    id: int


class Problem(Schema):
    detail: str


class CheckOut(Schema):
    """A run's success check as it ran (harness.agent.shapes.CheckResult)."""

    argv: list[str]
    passed: bool
    exit_status: int | None
    error: str | None
    artifact_id: str | None
    raw_bytes: int
    summary: str
    packet: dict[str, Any] | None
    latency: float


class RunOut(Schema):
    id: int
    status: str
    """succeeded: its check passed; answered: it answered and had no check; failed (reason
    check_failed when its check failed), cancelled, stopped; or not ended yet."""
    stopped_reason: str
    step_count: int
    final_answer: str | None
    check_command: list[str]
    """The check the run carries (empty: none)."""
    check: CheckOut | None
    """What the check did, once it ran."""
    goal: str
    error: str
    tokens_in: int
    tokens_out: int
    cost: Decimal | None
    """What its steps' model calls cost, in dollars, as a decimal string; null: no price set."""
    max_cost: Decimal | None
    """Its budget in dollars (it stops with reason `budget` before exceeding it); null: none."""
    tool_errors: int
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None

    @staticmethod
    def resolve_max_cost(run: Run) -> Decimal | None:
        return budget_of(run.config)

    @staticmethod
    def resolve_check_command(run: Run) -> list[str]:
        return list(run.config.get("check") or [])

    @staticmethod
    def resolve_check(run: Run) -> dict[str, Any] | None:
        return run.check_result if isinstance(run.check_result, dict) else None


class HitOut(Schema):
    """A step a search found (runs.search)."""

    run: int
    step: int
    field: str
    """Where the words are: thought, action, observation, packet or answer."""
    snippet: str
    """HTML: the text around the words, escaped, each word in `<mark>`."""
    url: str
    """The run page opened at the step."""


class RunsOut(Schema):
    runs: list[RunOut]
    hits: list[HitOut] | None = None
    """With `q`: a page of the steps that have the words (the newest run's first, each
    run's latest steps first); else null."""
    more_hits: bool = False
    """Whether `hit_page` + 1 has more."""


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
    cost: Decimal | None
    """Its tokens at the run's prices, in dollars, as a decimal string; null: no price set."""
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


LAUNCH_PART, ARCHIVE_PART = "request", "archive"
"""The parts of a multipart launch: the JSON body, and the workspace to upload."""


def _inlined(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` with each `$defs` entry written in where it is referred to: an operation's own
    schema cannot add to the document's components, where OpenAPI looks a `$ref` up."""
    defs = schema.pop("$defs", {})

    def expand(node: Any) -> Any:
        if isinstance(node, list):
            return [expand(item) for item in node]
        if not isinstance(node, dict):
            return node
        name = str(node.get("$ref", "")).removeprefix("#/$defs/")
        rest = {key: expand(value) for key, value in node.items() if key != "$ref"}
        return expand(defs[name]) | rest if name in defs else rest

    return dict(expand(schema))


_LAUNCH_SCHEMA = _inlined(LaunchRequest.model_json_schema())
LAUNCH_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": _LAUNCH_SCHEMA},
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": [LAUNCH_PART],
                    "properties": {
                        LAUNCH_PART: _LAUNCH_SCHEMA,
                        ARCHIVE_PART: {"type": "string", "format": "binary"},
                    },
                },
                "encoding": {LAUNCH_PART: {"contentType": "application/json"}},
            },
        },
    }
}
"""What create_run reads itself (ninja documents only the bodies it parses)."""


@api.post(
    "/runs",
    response={201: Created, 403: Problem, 422: Problem},
    openapi_extra=LAUNCH_BODY,
)
def create_run(request: ApiRequest) -> Status[ProblemBody | CreatedBody]:
    """A JSON LaunchRequest; or, to upload the run's workspace, a multipart body with that JSON
    in a part named `request` and a .zip or .tar.gz in a file part named `archive`."""
    try:
        body, archive = _launch_parts(request)
    except ValidationError as exc:
        return Status(422, {"detail": _message(exc)})
    if not can_operate(request.auth):
        return Status(403, {"detail": "launching runs needs the operator role"})
    try:
        upload = None if archive is None else uploads.accept(archive)
    except archives.ArchiveError as error:
        return Status(422, {"detail": f"{ARCHIVE_PART}: {error}"})
    try:
        workspace = None if upload is None else upload.workspace
        goal, config = prepare(body, team_for(request.auth).pk, workspace)
    except LaunchRefused as refused:
        return Status(422, {"detail": str(refused)})
    if upload is not None:
        upload.keep()
    run = launch_run(user=request.auth, goal=goal, config=config)
    return Status(201, {"id": run.pk})


def _launch_parts(request: HttpRequest) -> tuple[LaunchRequest, UploadedFile[bytes] | None]:
    """The body as JSON, or a multipart body's `request` part and `archive` file. Django
    streams the file to disk as it parses the parts (request.body would hold it in memory,
    and refuse it past DATA_UPLOAD_MAX_MEMORY_SIZE); a part outside the two is refused as an
    unknown field of the JSON is."""
    if request.content_type != "multipart/form-data":
        return LaunchRequest.model_validate(_json(request.body)), None
    if LAUNCH_PART not in request.POST:
        raise HttpError(400, f"Cannot parse request body: no part named {LAUNCH_PART!r}")
    unknown = sorted((set(request.POST) | set(request.FILES)) - {LAUNCH_PART, ARCHIVE_PART})
    if unknown or ARCHIVE_PART in request.POST or len(request.FILES.getlist(ARCHIVE_PART)) > 1:
        detail = f"the parts are {LAUNCH_PART!r} (the JSON) and one file {ARCHIVE_PART!r}"
        raise HttpError(422, f"{', '.join(unknown) or ARCHIVE_PART}: {detail}")
    body = LaunchRequest.model_validate(_json(request.POST[LAUNCH_PART].encode()))
    return body, request.FILES.get(ARCHIVE_PART)


def _json(raw: bytes) -> Any:
    """As ninja reads a JSON body: nothing is a missing body, what is not JSON a 400."""
    if not raw:
        raise HttpError(422, "body: Field required")
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: arrays nested thousands deep
        raise HttpError(400, "Cannot parse request body") from None


class RunsQuery(Schema):
    q: str = ""
    """Words or "quoted phrases" (README, Searching runs)."""
    status: str = ""
    reason: str = ""
    check: str = ""
    """passed, failed or none."""
    model: str = ""
    endpoint: str = ""
    team: str = ""
    since: str = ""
    """A day, YYYY-MM-DD: runs created on it or later."""
    until: str = ""
    tool: str = ""
    error: str = ""
    """yes or no: a step that erred (or did not)."""
    decision: str = ""
    """approved, rejected, edited or responded: a reviewer's decision on a step's call."""
    limit: int = Field(default=50, ge=1, le=500)
    before: int | None = None
    """Only runs with a smaller id: the next page."""
    hit_page: int = Field(default=1, ge=1, le=search.MAX_PAGE)


@api.get("/runs", response={200: RunsOut, 422: Problem})
def list_runs(request: ApiRequest, filters: Query[RunsQuery]) -> Status[Any]:
    """The runs the caller may see, newest first, filtered as the run list filters them;
    with `q`, those whose goal has the words, and a page of the steps that have them."""
    query = search.parse(text(filters.q))
    if query.problem:
        return Status(422, {"detail": f"q: {query.problem}"})
    chosen = RunFilter.of(filters.model_dump(), visible_team_ids(request.auth))
    visible = Run.objects.visible_to(request.auth)
    runs = search.matching_runs(chosen.apply(visible), query)
    if filters.before is not None:
        runs = runs.filter(pk__lt=filters.before)
    body: dict[str, Any] = {"runs": list(runs.order_by("-pk")[: filters.limit])}
    if query:
        found = search.find(visible, chosen, query, filters.hit_page)
        body["hits"] = [_hit(hit) for hit in found.hits]
        body["more_hits"] = found.more
    return Status(200, body)


def _hit(hit: search.Hit) -> dict[str, Any]:
    return {
        "run": hit.run.pk,
        "step": hit.step,
        "field": hit.snippet.field,
        "snippet": str(hit.snippet.html),
        "url": hit.url,
    }


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
    """The run's workspace diff against its start, as a patch (kept after the workspace);
    204 when there is none, its `Loopglass-Changes` header saying why (`none`: nothing
    changed so far; `expired`: the patch's artifact is gone)."""
    run = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    patch, state = changes.read_patch(run)
    if not patch:
        response = HttpResponse(status=204)
    else:
        response = HttpResponse(patch, content_type=f"{changes.CONTENT_TYPE}; charset=utf-8")
        response["Content-Disposition"] = f'inline; filename="run-{run.pk}.patch"'
    response["Loopglass-Changes"] = state
    return response


@api.post("/runs/{run_id}/replay", response={201: Created, 403: Problem, 422: Problem})
def replay(request: ApiRequest, run_id: int, body: ReplayIn) -> Status[ProblemBody | CreatedBody]:
    """A counterfactual replay of a finished run (see README, Counterfactual replay)."""
    source = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    if not can_operate(request.auth):
        return Status(403, {"detail": "replaying runs needs the operator role"})
    try:
        config = replay_config(
            source,
            team_id=team_for(request.auth).pk,
            reinforcement=body.reinforcement,
            reducers=body.reducers,
        ).with_budget(body.packet_share, body.packet_cap)
    except (ValueError, ValidationError) as exc:
        return Status(422, {"detail": _message(exc)})
    run = launch_run(user=request.auth, goal=source.goal, config=config)
    return Status(201, {"id": run.pk})


@api.post("/runs/{run_id}/cancel", response={200: RunOut, 403: Problem})
def cancel(request: ApiRequest, run_id: int) -> Run | Status[ProblemBody]:
    run = get_object_or_404(Run.objects.visible_to(request.auth), pk=run_id)
    if not can_operate(request.auth):
        return Status(403, {"detail": "cancelling runs needs the operator role"})
    return cancel_run(run=run, user=request.auth)


@api.exception_handler(RequestDataTooBig)
@api.exception_handler(TooManyFieldsSent)
@api.exception_handler(TooManyFilesSent)
def too_big(request: HttpRequest, exc: Exception) -> HttpResponse:
    """Past Django's limits (DATA_UPLOAD_MAX_MEMORY_SIZE, ..._NUMBER_FIELDS, ..._NUMBER_FILES)."""
    return api.create_response(request, {"detail": "the request body is too large"}, status=413)


@api.exception_handler(MultiPartParserError)
def unreadable_parts(request: HttpRequest, exc: MultiPartParserError) -> HttpResponse:
    detail = f"Cannot parse request body: {exc}"
    return api.create_response(request, {"detail": detail}, status=400)


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
