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
from harness.loop import Agent
from harness.policy import Gate
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from runs.config import OpenAIBackend, RunConfig
from runs.models import Run


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
    }
    if isinstance(config.backend, OpenAIBackend):
        workspace.mkdir(parents=True, exist_ok=True)
        agent = Agent(
            model=_openai(config.backend),
            tools=builtin_registry().only(config.tool_names()),
            context=ToolContext(workspace=workspace, run_id=str(run.pk)),
            config=config.agent_config(),
            **hooks,
        )
        yield agent, run.goal
        return
    scenario = scenarios.load(config.backend.scenario)
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(
            scenario, variables, workspace, delay=config.backend.delay,
            config=config.agent_config(scenario.config).model_dump(), tools=config.tool_names(),
            **hooks,
        )  # fmt: skip
        yield agent, scenario.goal_text(variables)


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
