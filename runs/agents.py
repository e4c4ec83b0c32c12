"""Build the harness Agent a run asks for: its model, tools, workspace and limits."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.conf import settings

from artifacts.store import DjangoArtifactStore
from harness import scenarios
from harness.backends import Model, get_backend
from harness.backends.openai_compat import NO_KEY
from harness.backends.replay import ReplayModel
from harness.events import Event, event_adapter
from harness.loop import Agent
from harness.policy import Gate
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from runs.config import OpenAIBackend, ReplayBackend, RunConfig
from runs.models import Run, RunEvent


def workspace_for(run: Run) -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES) / f"run-{run.pk}"


@contextmanager
def agent_for(run: Run) -> Iterator[tuple[Agent, str]]:
    """The Agent for `run` and the goal to give it, for as long as the run is executed."""
    config = RunConfig.model_validate(run.config)
    workspace = workspace_for(run)
    hooks = {
        "cancel_check": Run.objects.filter(pk=run.pk, cancel_requested=True).exists,
        "run_id": str(run.pk),
        "artifacts": DjangoArtifactStore(),
        "pause_hook": Gate(config.gate_policy()),
        "reducers": config.reducer_set(),
    }
    replayed = replay_model(config.backend) if isinstance(config.backend, ReplayBackend) else None
    backend = config.recorded_backend
    if isinstance(backend, OpenAIBackend):
        workspace.mkdir(parents=True, exist_ok=True)
        agent = Agent(
            model=replayed or _openai(backend),
            tools=builtin_registry().only(config.tool_names()),
            context=ToolContext(workspace=workspace, run_id=str(run.pk)),
            config=config.agent_config(),
            **hooks,
        )
        yield agent, run.goal
        return
    scenario = scenarios.load(backend.scenario)
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(
            scenario, variables, workspace, delay=backend.delay,
            config=config.agent_config(scenario.config).model_dump(), tools=config.tool_names(),
            model=replayed, **hooks,
        )  # fmt: skip
        yield agent, scenario.goal_text(variables)


def replay_model(backend: ReplayBackend) -> Model:
    """The recorded run's replies, played back in order."""
    return ReplayModel(events_of(backend.run))


def events_of(run_id: int) -> list[Event]:
    """A run's event log, in order, as harness events."""
    rows = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("data", flat=True)
    return [event_adapter.validate_python(data) for data in rows]


def _openai(backend: OpenAIBackend) -> Model:
    # The server's key goes only to the endpoints named for it, never to any URL a user types.
    key = settings.LOOPGLASS_OPENAI_API_KEY if backend.gets_key() else ""
    return get_backend(
        "openai",
        base_url=str(backend.base_url),
        model=backend.model,
        api_key=key or NO_KEY,
        timeout=backend.timeout,
        max_retries=backend.max_retries,
    )
