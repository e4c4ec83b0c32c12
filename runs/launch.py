"""Launching a run: the one request the launch form and `POST /api/runs` both make, checked
once, here.

`LaunchRequest` is what a launch asks for: the API's body as it is, the form's choices
put into the same fields. `prepare` checks it against the server's settings and the
launcher's team (a scenario that exists, a model URL the server may call, tools the team
has and a model run may use) and writes out everything the run will use: its tools and
policy (a scenario's, or the server's defaults) are in the RunConfig it returns. A worker
validates that config again with no settings and no database, so a settings change after
the launch does not fail a queued run, and a queued run does what its launch was told.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

import yaml
from django.conf import settings
from ninja import Field
from pydantic import AfterValidator, StrictBool, StrictFloat, StrictInt, ValidationError

from harness import scenarios
from harness.agent.shapes import Channel, Termination
from harness.backends.constraint import Server
from harness.backends.openai_compat import ReactApi
from harness.gate.policy import Policy
from harness.tools import sandbox
from runs.config import (
    BUILTIN_TOOLS,
    ArchiveWorkspace,
    GitWorkspace,
    Reinforcement,
    RunConfig,
    checked_cap,
    checked_share,
)
from runs.extensions import extension_tool_steps
from runs.mcp_servers import SEPARATOR, tool_name
from runs.models import Endpoint, McpServer
from runs.workspaces import WorkspaceError, checked_git
from web.schemas import Strict

PacketShare = Annotated[StrictFloat, AfterValidator(checked_share)]
"""A packet's share of its output's bytes, as a launch or a replay asks for it."""
PacketCap = Annotated[StrictInt, AfterValidator(checked_cap)]
"""The bytes a packet may take at most, as a launch or a replay asks for it."""


class ModelEndpoint(Strict):
    kind: Literal["openai"]
    base_url: str = Field(max_length=500)
    model: str = Field(max_length=200)
    timeout: StrictFloat = 60.0
    max_retries: StrictInt = 3
    constrain: Literal["none", "tools"] = "none"
    """tools: every step's reply held to the run's own tools (harness.backends.constraint)."""
    server: Server = "llama.cpp"
    """The server behind `base_url`, which says how the constraint is sent."""
    react_api: ReactApi = "chat"
    """completions: a ReAct prompt goes to /v1/completions, as text to continue."""


class GitSource(Strict):
    """A workspace cloned from a git repository, checked out at `ref`."""

    git: str = Field(max_length=2000)
    """An https://, ssh:// or git:// URL, `user@host:path`, or a path under
    LOOPGLASS_WORKSPACE_ROOTS."""
    ref: str = Field(default="HEAD", max_length=200)


class LaunchRequest(Strict):
    """A run to launch: a scripted `scenario` (with its own goal), or a `goal` for a model
    of the team's registered `endpoint` (or behind a free `backend` URL, where the server's
    LOOPGLASS_MODEL_URLS allows it). Numbers and flags are JSON numbers and booleans."""

    scenario: str | None = Field(default=None, max_length=200)
    goal: str | None = Field(default=None, max_length=10_000)
    endpoint: str | None = Field(default=None, max_length=100)
    """A model endpoint registered for the launcher's team, by name."""
    model: str | None = Field(default=None, max_length=200)
    """One of the endpoint's models; none: its only one."""
    backend: ModelEndpoint | None = None
    delay: StrictFloat = 0.0
    """Seconds per scripted reply, so a demo run can be watched."""
    channel: Channel = "react"
    tools: list[str] = []
    """Builtins and the team's accepted skills; none: the scenario's, or the server's
    LOOPGLASS_MODEL_TOOLS for a model run."""
    max_steps: StrictInt = 8
    termination: Termination = "last_tool"
    max_turns: StrictInt | None = None
    plan: StrictBool = False
    hints: StrictBool = False
    reinforcement: Reinforcement = "block"
    policy: Policy | None = None
    """None: the scenario's policy, else the default (harness/gate/policy.py)."""
    network: StrictBool = False
    """Let the run's commands (run_command, run_tests, its check, its MCP servers) reach
    public addresses, through the worker's proxy (harness.tools.netproxy); never the
    worker's loopback or private networks."""
    workspace: GitSource | None = None
    """None: the scenario's workspace, or an empty folder (the form may upload an archive)."""
    mcp: list[str] = Field(default=[], max_length=20)
    """MCP servers registered for the launcher's team, by name (none: a scenario's own). All
    their tools are offered (within each server's allowlist), or those `tools` names as
    `<server>__<tool>`."""
    timeout: StrictFloat | None = Field(default=None, gt=0, le=600)
    """Seconds a model call may take; none: the endpoint's (a model run only)."""
    retries: StrictInt | None = Field(default=None, ge=0, le=10)
    """Retries of a failed model call; none: the endpoint's (a model run only)."""
    packet_share: PacketShare | None = None
    """The share of a tool output's bytes its packet may take, above 0 and at most 1 (0.1:
    10 %); none: the server's default (harness.reducers.selector.BUDGET_SHARE)."""
    packet_cap: PacketCap | None = None
    """The bytes a packet may take at most, from the selector's floor to 65536; none: the
    server's default (harness.reducers.packet.DEFAULT_BUDGET)."""
    check: list[str] | None = Field(default=None, max_length=100)
    """A success check, run in the sandbox on the workspace after the final answer: a
    program and its arguments (`["pytest", "-q"]`); the run succeeds only if it exits 0.
    None: the endpoint's or the scenario's; `[]`: none."""
    max_cost: Decimal | None = Field(default=None, gt=0, max_digits=20, decimal_places=10)
    """A budget in dollars: the run stops with `budget` before a model call that would take
    its cost past it (as a JSON number or a string, `0.05`). Needs an endpoint whose model
    has prices; none: no budget."""


LIMITS = {"channel", "max_steps", "termination", "max_turns", "plan", "hints", "reinforcement"}
"""The request's fields that go into the run's config as they are."""
URLS, TOOLS = "LOOPGLASS_MODEL_URLS", "LOOPGLASS_MODEL_TOOLS"
SANDBOXED = frozenset({"run_command", "run_tests"})
"""The model tools that run in the sandbox: not offered where it cannot start."""
NEEDS_GOAL = "a model run needs a goal and an endpoint; a scripted one, a scenario"


@dataclass(frozen=True)
class LaunchRefused(Exception):
    """What is wrong with a launch request, by field (`""` for the request as a whole)."""

    problems: list[tuple[str, str]]

    def __str__(self) -> str:
        return "; ".join(f"{field}: {text}" if field else text for field, text in self.problems)


def prepare(
    request: LaunchRequest, team_id: int, archive: ArchiveWorkspace | None = None
) -> tuple[str, RunConfig]:
    """The goal and the complete config of a run launched by team `team_id` (its workspace
    from `request.workspace`, or an uploaded `archive` the form kept), or LaunchRefused
    saying what is wrong."""
    goal = (request.goal or "").strip()
    if request.scenario is not None:
        if request.backend is not None or request.endpoint is not None:
            raise LaunchRefused([("", "give either a scenario or a model endpoint, not both")])
        if goal:
            raise LaunchRefused(
                [("goal", "a scenario run has its scenario's goal; leave goal out")]
            )
        scenario = _scenario(request.scenario)
        backend: dict[str, Any] = {"kind": "scripted", "scenario": request.scenario}
        backend["delay"] = request.delay
        tools, policy, goal = scenario.tools, scenario.policy, scenario.goal
        mcp = request.mcp or scenario.mcp
        check = scenario.check or []
        if request.timeout is not None or request.retries is not None:
            raise LaunchRefused([("", "timeout and retries go with a model run")])
    else:
        backend = _model_backend(request, team_id)
        if not goal:
            raise LaunchRefused([("goal", "A model run needs a goal.")])
        tools, policy = model_tools(), None
        mcp = request.mcp
        check = _endpoint_check(request.endpoint, team_id)
        backend |= _overrides(request)
    picked = [name for name in request.tools if _server_part(name, mcp)]
    tools = [name for name in request.tools if name not in picked] or tools
    _check_tools(tools, team_id, model_run=request.scenario is None)
    config = request.model_dump(include=LIMITS) | {"backend": backend, "tools": tools}
    config["policy"] = request.policy or policy or Policy()
    config["network"] = request.network
    config["workspace"] = _workspace(request.workspace, archive)
    config["mcp"] = _mcp_servers(mcp, picked, team_id)
    config["budget_share"], config["budget_cap"] = request.packet_share, request.packet_cap
    config["check"] = check if request.check is None else _asked_check(request.check)
    config["max_cost"] = _budget(request.max_cost, backend)
    return goal, _validated(config)


def _budget(max_cost: Decimal | None, backend: dict[str, Any]) -> Decimal | None:
    """The launcher's budget, if the run's model has prices to check it against."""
    if max_cost is not None and backend.get("prices") is None:
        where = backend.get("endpoint") or backend.get("scenario") or backend.get("base_url")
        problem = (
            f"{where} has no price set for {backend.get('model') or 'its model'}, so a budget "
            "cannot be checked: set the endpoint's prices (manage.py endpoints add --price-in "
            "--price-out, or the admin), or launch without max_cost"
        )
        raise LaunchRefused([("max_cost", problem)])
    return max_cost


def _asked_check(argv: list[str]) -> list[str]:
    """The check the launcher asked for; it runs in the sandbox, so not where that cannot
    start. (A scenario's or endpoint's own check is kept there, and fails the run saying
    why: the launcher did not choose it.)"""
    reason = sandbox.unavailable() if argv else None
    if reason:
        problem = f"a check runs in the sandbox, which cannot start here: {reason}"
        raise LaunchRefused([("check", problem)])
    return argv


def _overrides(request: LaunchRequest) -> dict[str, Any]:
    """The launcher's timeout and retries of the model call, over the endpoint's."""
    chosen = {"timeout": request.timeout, "max_retries": request.retries}
    return {key: value for key, value in chosen.items() if value is not None}


def _server_part(name: str, servers: list[str]) -> str | None:
    """The chosen server whose tool `name` is (`<server>__<tool>`), if any."""
    server = name.partition(SEPARATOR)[0]
    return server if SEPARATOR in name and server in servers else None


def _mcp_servers(names: list[str], picked: list[str], team_id: int) -> list[dict[str, Any]]:
    """The team's servers of `names`, written out whole; each offers the tools of it that
    `picked` names (`<server>__<tool>`), else its allowlist (else all it lists)."""
    found = {s.name: s for s in McpServer.objects.filter(team_id=team_id, name__in=names)}
    if unknown := [name for name in names if name not in found]:
        known = ", ".join(McpServer.objects.filter(team_id=team_id).values_list("name", flat=True))
        problem = f"unknown MCP servers {unknown}; known: {known or 'none'}"
        raise LaunchRefused([("mcp", problem)])
    written = []
    for name in dict.fromkeys(names):
        server = found[name]
        allowed = server.tool_names()
        chosen = [tool for tool in picked if _server_part(tool, [name])]
        narrowed = [tool for tool in allowed if tool_name(name, tool) in chosen]
        if allowed and len(narrowed) < len(chosen):
            offered = ", ".join(tool_name(name, tool) for tool in allowed)
            raise LaunchRefused([("tools", f"{name} offers only {offered}")])
        if not allowed:
            narrowed = [tool.partition(SEPARATOR)[2] for tool in chosen]
        written.append(
            {
                "name": name,
                "command": server.command,
                "url": server.url or None,
                "tools": narrowed or allowed,
                "env": server.env_names(),
                "timeout": server.timeout,
                "readable": server.readable,
            }
        )
    return written


def current_servers(written: list[dict[str, Any]], team_id: int) -> list[dict[str, Any]]:
    """A replay's MCP servers: those of team `team_id` now, by the names `written` holds,
    offering the same tools; never the copy a run of another team, or of an earlier
    setting, was given."""
    names = [server["name"] for server in written]
    picked = [tool_name(server["name"], tool) for server in written for tool in server["tools"]]
    return _mcp_servers(names, picked, team_id)


def model_tools() -> list[str]:
    """LOOPGLASS_MODEL_TOOLS, but the sandboxed ones where the sandbox cannot start."""
    tools = list(settings.LOOPGLASS_MODEL_TOOLS)
    return [name for name in tools if name not in SANDBOXED] if sandbox.unavailable() else tools


def _workspace(
    source: GitSource | None, archive: ArchiveWorkspace | None
) -> GitWorkspace | ArchiveWorkspace | None:
    if source is not None and archive is not None:
        raise LaunchRefused([("workspace", "give a repository or an archive, not both")])
    if source is None:
        return archive
    try:
        workspace = GitWorkspace(git=source.git, ref=source.ref)
        return checked_git(workspace, settings.LOOPGLASS_WORKSPACE_ROOTS)
    except ValidationError as exc:
        raise LaunchRefused([("workspace", text) for _, text in problems(exc)]) from exc
    except WorkspaceError as exc:
        raise LaunchRefused([("workspace", str(exc))]) from exc


def _scenario(name: str) -> scenarios.Scenario:
    if name not in scenarios.names() and not _allowed_file(name):
        known = ", ".join(scenarios.names())
        raise LaunchRefused([("scenario", f"unknown scenario {name!r}; known: {known}")])
    try:
        return scenarios.load(name)
    except ValidationError as exc:
        wrong = "; ".join(f"{where or 'the file'}: {text}" for where, text in problems(exc))
        raise LaunchRefused([("scenario", f"{name} is not a valid scenario: {wrong}")]) from exc
    except (yaml.YAMLError, OSError, KeyError, TypeError) as exc:
        raise LaunchRefused([("scenario", f"{name} is not a valid scenario: {exc}")]) from exc


def _allowed_file(name: str) -> bool:
    """A scenario file of the team's own, in a folder named by LOOPGLASS_SCENARIO_DIRS."""
    if not name.endswith((".yaml", ".yml")):
        return False
    path = Path(name).resolve()
    folders = [Path(folder).resolve() for folder in settings.LOOPGLASS_SCENARIO_DIRS]
    return path.is_file() and any(path.is_relative_to(folder) for folder in folders)


def _model_backend(request: LaunchRequest, team_id: int) -> dict[str, Any]:
    """The backend of a model run: the team's endpoint written out whole, or a free URL."""
    if request.endpoint is not None:
        if request.backend is not None:
            raise LaunchRefused([("", "give either an endpoint or a backend, not both")])
        return _endpoint_backend(request.endpoint, request.model, team_id)
    if request.backend is None:
        raise LaunchRefused([("", NEEDS_GOAL)])
    if request.model is not None:
        raise LaunchRefused([("model", "model goes with an endpoint; a backend names its own")])
    _check_url(request.backend.base_url)
    return request.backend.model_dump()


def _endpoint_backend(name: str, model: str | None, team_id: int) -> dict[str, Any]:
    endpoint = Endpoint.objects.filter(team_id=team_id, name=name).first()
    if endpoint is None:
        known = ", ".join(Endpoint.objects.filter(team_id=team_id).values_list("name", flat=True))
        raise LaunchRefused([("endpoint", f"unknown endpoint {name!r}; known: {known or 'none'}")])
    listed = endpoint.model_names()
    if model is None and len(listed) == 1:
        model = listed[0]
    if not model or (listed and model not in listed):
        problem = f"choose one of the models of {name}: {', '.join(listed)}"
        raise LaunchRefused([("model", problem if listed else f"{name} needs a model name")])
    prices = endpoint.prices_for(model)
    return {
        "kind": "openai",
        "base_url": endpoint.base_url,
        "model": model,
        "timeout": endpoint.timeout,
        "max_retries": endpoint.max_retries,
        "endpoint": endpoint.name,
        "key_env": endpoint.key_env or None,
        "extra_body": endpoint.extra,
        # Written only when set, so a run's config reads as it did before these options.
        **(
            {"constrain": "tools", "server": endpoint.server}
            if endpoint.constrain != "none"
            else {}
        ),
        **({"react_api": endpoint.react_api} if endpoint.react_api != "chat" else {}),
        **({"prices": prices.model_dump(mode="json")} if prices is not None else {}),
    }


def _endpoint_check(name: str | None, team_id: int) -> list[str]:
    """The success check the team's endpoint `name` gives its runs (none for a free URL)."""
    if name is None:
        return []
    found = Endpoint.objects.filter(team_id=team_id, name=name)
    return list(found.values_list("success_check", flat=True).first() or [])


def _check_url(base_url: str) -> None:
    """A free base URL only under a prefix LOOPGLASS_MODEL_URLS names; by default none."""
    allowed = settings.LOOPGLASS_MODEL_URLS
    # user@host would let http://127.0.0.1:x@elsewhere/ pass the prefix http://127.0.0.1:
    hidden_host = "@" in urlsplit(base_url).netloc
    if hidden_host or not any(base_url.startswith(prefix) for prefix in allowed):
        listed = ", ".join(allowed) or "none"
        problem = (
            f"base URL {base_url} is not one this server may call ({URLS}: {listed}); "
            "choose a registered endpoint"
        )
        raise LaunchRefused([("base_url", problem)])


def _check_tools(tools: list[str], team_id: int, *, model_run: bool) -> None:
    """Every tool a builtin or one the team has; a model run's only the model tools."""
    named = set(tools) - set(BUILTIN_TOOLS)
    steps = extension_tool_steps(team_id, named)
    unknown = sorted(named - set(steps))
    if unknown:
        known = ", ".join(BUILTIN_TOOLS)
        problem = f"unknown tools {unknown}; known: {known} and the team's accepted skills"
        raise LaunchRefused([("tools", problem)])
    allowed = settings.LOOPGLASS_MODEL_TOOLS
    refused = sorted(name for name in tools if not steps.get(name, {name}) <= set(allowed))
    if model_run and refused:
        problem = f"tools {refused} are not enabled for model runs on this server"
        raise LaunchRefused([("tools", f"{problem} ({TOOLS}: {', '.join(allowed)})")])
    sandboxed = sorted(name for name in tools if steps.get(name, {name}) & SANDBOXED)
    reason = sandbox.unavailable() if model_run and sandboxed else None
    if reason:
        problem = f"tools {sandboxed} run in the sandbox, which cannot start here: {reason}"
        raise LaunchRefused([("tools", problem)])


def _validated(config: dict[str, Any]) -> RunConfig:
    try:
        return RunConfig.model_validate(config)
    except ValidationError as exc:
        raise LaunchRefused(problems(exc)) from exc


def problems(exc: ValidationError) -> list[tuple[str, str]]:
    """A pydantic error as (field, what is wrong) pairs, as LaunchRefused holds them."""
    return [
        (".".join(str(part) for part in error["loc"]), _message(error["msg"]))
        for error in exc.errors()
    ]


def _message(text: str) -> str:
    return text.removeprefix("Value error, ")
