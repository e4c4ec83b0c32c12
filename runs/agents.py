"""Build the harness Agent a run asks for: its model, tools, workspace and limits."""

from __future__ import annotations

import dataclasses
import functools
import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TypedDict

from django.conf import settings
from django.core.exceptions import ValidationError

from artifacts.store import DjangoArtifactStore
from harness import scenarios
from harness.agent.loop import Agent
from harness.backends import Model, get_backend
from harness.backends.constraint import ToolConstraint
from harness.backends.openai_compat import NO_KEY, OpenAICompatModel
from harness.backends.replay import ReplayModel
from harness.config import AgentConfig
from harness.gate.pause import PauseHook
from harness.gate.policy import Gate
from harness.learning import recorded_hint, with_hint
from harness.output.artifacts import ArtifactStore
from harness.reducers import ReducerSet
from harness.reporting.events import Event, event_adapter
from harness.tools import builtin_registry
from harness.tools.base import Tool, ToolContext
from harness.tools.mcp import McpServer, McpServerError
from harness.tools.registry import ToolRegistry
from harness.tools.sandbox import Sandbox, run_uid
from runs import changes, quotas, review_rules, workspaces
from runs.config import McpServerConfig, OpenAIBackend, ReplayBackend, RunConfig
from runs.connections import released
from runs.extensions import extensions
from runs.mcp_servers import check_readable, tool_name
from runs.models import Run, RunEvent


class Hooks(TypedDict):
    """What the Agent of a run is given besides its model, tools and config."""

    cancel_check: Callable[[], bool]
    run_id: str
    artifacts: ArtifactStore
    pause_hook: PauseHook
    reducers: ReducerSet


def workspace_for(run: Run) -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES) / f"run-{run.pk}"


@contextmanager
def agent_for(
    run: Run, cancel_check: Callable[[], bool] | None = None
) -> Iterator[tuple[Agent, str]]:
    """The Agent for `run` and the goal to give it, for as long as the run is executed.

    `cancel_check` says whether the run was cancelled (the executor's is the lease's
    `runs.lease.Lease.cancel_requested`, mostly answered from the lease's renewals);
    without it, each check is a query."""
    config = RunConfig.model_validate(run.config)
    workspace = workspace_for(run)
    if cancel_check is None:
        cancel_check = released(Run.objects.filter(pk=run.pk, cancel_requested=True).exists)
    hooks: Hooks = {
        "cancel_check": cancel_check,
        "run_id": str(run.pk),
        "artifacts": DjangoArtifactStore(),
        "pause_hook": Gate(config.gate_policy(), rules=review_rules.in_force(run)),
        "reducers": config.reducer_set(),
    }
    replayed = replay_model(config.backend) if isinstance(config.backend, ReplayBackend) else None
    backend = config.recorded_backend
    context = ToolContext(
        workspace=workspace,
        run_id=str(run.pk),
        readable_runs=replayed_runs(run, config),
        sandbox=Sandbox(
            network=config.network, uid=run_uid(run.pk, settings.LOOPGLASS_SANDBOX_UIDS)
        ),
        fetch_allowed=tuple(settings.LOOPGLASS_FETCH_ALLOWED),
        output_room=released(functools.partial(quotas.output_room, run.pk, run.team_id)),
        workspace_quota=settings.LOOPGLASS_WORKSPACE_QUOTA_MB << 20,
        workspace_files=settings.LOOPGLASS_WORKSPACE_FILES,
    )
    if isinstance(backend, OpenAIBackend):
        _make_workspace(run.pk, config, workspace)
        with ExitStack() as servers:
            model = replayed or _openai(backend)
            agent = Agent(
                model=model,
                tools=tools_for(config, run.team_id, servers, context),
                context=context,
                config=_hinted(config.agent_config(), config, run, run.goal),
                **hooks,
            )
            if backend.constrain == "tools" and isinstance(model, OpenAICompatModel):
                # Built from the Agent's tools: the ones it adds itself (artifact_read) too.
                specs = [item.spec() for item in agent.tools]
                model.constraint = ToolConstraint(backend.server, specs)
            yield agent, run.goal
        return
    scenario = scenarios.load(backend.scenario)
    with scenarios.prepared(scenario, workspace) as variables, ExitStack() as servers:
        changes.record_start(run.pk, workspace)
        goal = scenario.goal_text(variables)
        # A scenario's pages are served on loopback, which http_fetch refuses unless allowed.
        allowed = context.fetch_allowed + scenarios.pages_allowed(variables)
        agent = Agent(
            model=replayed or scenario.model(variables, backend.delay),
            tools=tools_for(config, run.team_id, servers, context),
            context=dataclasses.replace(context, fetch_allowed=allowed),
            config=_hinted(config.agent_config(scenario.config), config, run, goal),
            **hooks,
        )
        yield agent, goal


def _make_workspace(run_id: int, config: RunConfig, workspace: Path) -> None:
    """The run's workspace from its source, and its start recorded; once: a resumed run
    finds both made."""
    if changes.start_of(run_id).exists():
        workspace.mkdir(parents=True, exist_ok=True)
        return
    if config.workspace is not None:
        shutil.rmtree(workspace, ignore_errors=True)  # half made by a worker that died
        workspaces.fill(config.workspace, workspace)
    workspace.mkdir(parents=True, exist_ok=True)
    changes.record_start(run_id, workspace)


def tools_for(
    config: RunConfig,
    team_id: int,
    servers: ExitStack | None = None,
    context: ToolContext | None = None,
) -> ToolRegistry:
    """The run's tools as its config names them: builtins, and what extensions give its
    team (the skills app: its accepted skills), and the tools of its MCP servers, started
    on `servers` (closed with it) in the run's sandbox and workspace (`context`). The names
    were checked at launch; one that no tool answers to now (a skill rejected since) fails
    the run, naming it."""
    names = config.tool_names()
    builtins = builtin_registry()
    registry = builtins.only(name for name in names if builtins.get(name) is not None)
    wanted = [name for name in names if name not in registry.names()]
    for extension in extensions() if wanted else []:
        for tool in extension.tools(team_id, wanted, builtins):
            registry.add(tool)
    registry = registry.only(names)
    for server in config.mcp:
        if servers is None or context is None:
            raise ValueError("a run with MCP servers needs somewhere to start them")
        for tool in mcp_tools(server, servers, context):
            registry.add(tool)
    return registry


def mcp_tools(server: McpServerConfig, stack: ExitStack, context: ToolContext) -> list[Tool]:
    """The tools `server` offers the run, within its allowlist, once it is started (or
    connected to); it stops when `stack` closes. A server that cannot start, or lacks a
    tool its allowlist names, fails the run, saying so."""
    prefix = tool_name(server.name, "")
    if server.url is not None:
        running = McpServer(url=str(server.url), prefix=prefix, timeout=server.timeout)
    else:
        env = {name: os.environ[name] for name in server.env if name in os.environ}
        try:  # again: a folder that was fine at `mcp add` may be a link elsewhere now
            check_readable(server.readable)
        except ValidationError as error:
            raise McpServerError(f"MCP server {server.name}: {' '.join(error.messages)}") from None
        readable = (*context.sandbox.readable, *map(Path, server.readable))
        running = McpServer(
            server.command,
            env=env,
            cwd=context.workspace,
            prefix=prefix,
            timeout=server.timeout,
            sandbox=dataclasses.replace(context.sandbox, readable=readable),
            allowed=context.fetch_allowed,
        )
    try:
        stack.enter_context(running)
    except McpServerError as exc:  # the team knows it by its registered name
        raise McpServerError(f"MCP server {server.name}: {exc}") from exc
    offered = running.tools()
    if not server.tools:
        return offered
    listed = {tool.metadata["mcp_tool"] for tool in offered}
    if missing := [name for name in server.tools if name not in listed]:
        raise McpServerError(
            f"the MCP server {server.name} lists no tools {missing}; it has {sorted(listed)}"
        )
    return [tool for tool in offered if tool.metadata["mcp_tool"] in server.tools]


def _hinted(agent_config: AgentConfig, config: RunConfig, run: Run, goal: str) -> AgentConfig:
    """The config with the run's hint, when it asked for hints.

    A replay gets the hint its source run read, not a fresh draw: it plays the
    same replies, so it should read the same prompt.
    """
    if not config.hints:
        return agent_config
    if isinstance(config.backend, ReplayBackend):
        started = RunEvent.objects.filter(run_id=config.backend.run, type="run_started").first()
        return with_hint(agent_config, recorded_hint(started.data if started else None))
    tools = config.tool_names()
    for extension in extensions():
        agent_config = extension.instructions(agent_config, run=run, goal=goal, tools=tools)
    return agent_config


def replayed_runs(run: Run, config: RunConfig) -> frozenset[str]:
    """The runs whose replies a replay plays, back to the first recorded one (a replay of a
    replay plays the first run's replies): the artifact ids in those replies are theirs.
    Only runs of the replay's own team count."""
    found: list[str] = []
    backend = config.backend.model_dump(mode="json")
    while backend.get("kind") == "replay" and str(backend["run"]) not in found:
        source = Run.objects.filter(pk=backend["run"], team_id=run.team_id).first()
        if source is None:
            break
        found.append(str(source.pk))
        backend = source.config.get("backend", {})
    return frozenset(found)


def replay_model(backend: ReplayBackend) -> Model:
    """The recorded run's replies, played back in order."""
    return ReplayModel(events_of(backend.run))


def events_of(run_id: int) -> list[Event]:
    """A run's event log, in order, as harness events."""
    rows = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("data", flat=True)
    return [event_adapter.validate_python(data) for data in rows]


def _openai(backend: OpenAIBackend) -> Model:
    return get_backend(
        "openai",
        base_url=str(backend.base_url),
        model=backend.model,
        api_key=_key(backend) or NO_KEY,
        timeout=backend.timeout,
        max_retries=backend.max_retries,
        extra_body=backend.extra_body,
        react_api=backend.react_api,
    )


def _key(backend: OpenAIBackend) -> str:
    """A registered endpoint's key from the worker's variable it names; else the server's
    key, only to the URLs named for it, never to any URL a user types."""
    if backend.key_env:
        return os.environ.get(backend.key_env, "")
    return settings.LOOPGLASS_OPENAI_API_KEY if backend.gets_key() else ""
