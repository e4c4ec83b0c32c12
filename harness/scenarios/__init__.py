"""Scripted scenarios: a goal, the tools on offer, a sample workspace and the model's turns.

A scenario runs real tools on a real workspace; only the model is scripted.
`$pages_url` in a scenario stands for a local HTTP server that serves its
`pages` folder while the run lasts, and `$workspace` for the run's folder.
That server is on loopback, which http_fetch refuses: a run of a scenario
allows the server's address (`pages_allowed`); its turns are scripted, so
that opens loopback to the scenario's author, not to a model.
"""

from __future__ import annotations

import functools
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from string import Template
from typing import Any
from urllib.parse import urlsplit

import yaml
from pydantic import BaseModel, ConfigDict

from harness.agent.loop import Agent
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.gate.policy import Policy
from harness.tools import builtin_registry
from harness.tools.base import ToolContext

SCENARIOS_DIR = Path(__file__).parent


class Scenario(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    description: str
    goal: str
    tools: list[str]
    mcp: list[str] = []
    """MCP servers its runs use, by the names the launching team registered them under
    (the dashboard's; a run of the harness alone has none)."""
    workspace: str | None = None
    """A folder, relative to the scenario file, copied into the run's workspace."""
    pages: str | None = None
    """A folder, relative to the scenario file, served over HTTP as $pages_url."""
    plan: str | None = None
    """The scripted reply to a plan request."""
    config: dict[str, Any] = {}
    """AgentConfig fields this scenario sets."""
    policy: Policy | None = None
    """The gate's policy for a run of this scenario when its launch names none."""
    check: list[str] | None = None
    """The success check its runs carry when their launch names none (harness.agent.check)."""
    turns: list[ScriptedTurn]
    folder: Path = SCENARIOS_DIR
    """Where the scenario file lives; set when it is loaded."""

    def model(self, variables: dict[str, str], delay: float = 0.0) -> ScriptedModel:
        return ScriptedModel(
            self.turns,
            plan=self.plan,
            variables=variables,
            name=f"scripted:{self.name}",
            delay=delay,
        )

    def goal_text(self, variables: dict[str, str]) -> str:
        return Template(self.goal).safe_substitute(variables)


def build_agent(
    scenario: Scenario,
    variables: dict[str, str],
    workspace: Path,
    *,
    delay: float = 0.0,
    config: dict[str, Any] | None = None,
    tools: list[str] | None = None,
    **agent_options: Any,
) -> Agent:
    """An Agent that plays `scenario` with real tools on `workspace`.

    `config` overrides the scenario's AgentConfig fields (the channel, say),
    `tools` the scenario's tools; `agent_options` go to Agent (hooks such as
    the reducer, cancel_check or run_id).
    """
    return Agent(
        model=scenario.model(variables, delay),
        tools=builtin_registry().only(tools or scenario.tools),
        context=ToolContext(
            workspace=workspace,
            run_id=agent_options.get("run_id", ""),
            fetch_allowed=pages_allowed(variables),
        ),
        config=AgentConfig.model_validate(scenario.config | _checked(scenario) | (config or {})),
        **agent_options,
    )


def _checked(scenario: Scenario) -> dict[str, Any]:
    return {"check": tuple(scenario.check)} if scenario.check else {}


def names() -> list[str]:
    return sorted(p.stem for p in SCENARIOS_DIR.glob("*.yaml"))


def load(name: str) -> Scenario:
    """A shipped scenario by name, or any scenario file by its path (ending in .yaml)."""
    if name.endswith((".yaml", ".yml")):
        if not Path(name).is_file():
            raise KeyError(f"unknown scenario {name!r}: there is no such file")
        return from_file(Path(name))
    if name not in names():
        raise KeyError(f"unknown scenario {name!r}; known: {', '.join(names())}")
    return from_file(SCENARIOS_DIR / f"{name}.yaml")


def from_file(path: Path) -> Scenario:
    """The scenario in `path`, parsed and checked once while the file stays as it is (a
    worker reads a run's scenario for its policy, its tools and its turns); each caller
    gets a copy of its own, so none can change what the next one reads."""
    resolved = path.resolve()
    stat = resolved.stat()
    return _parsed(resolved, stat.st_mtime_ns, stat.st_size).model_copy(deep=True)


@functools.lru_cache(maxsize=64)
def _parsed(path: Path, mtime_ns: int, size: int) -> Scenario:
    """Keyed by the file's modification time and size too: an edited file is read again."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return Scenario.model_validate({**data, "folder": path.parent})


@contextmanager
def prepared(scenario: Scenario, workspace: Path) -> Iterator[dict[str, str]]:
    """Set up the workspace (once) and serve the pages; yields the scenario's variables."""
    workspace.mkdir(parents=True, exist_ok=True)
    if scenario.workspace and not any(workspace.iterdir()):
        shutil.copytree(scenario.folder / scenario.workspace, workspace, dirs_exist_ok=True)
    variables = {"workspace": str(workspace)}
    if scenario.pages is None:
        yield variables
        return
    with serve_folder(scenario.folder / scenario.pages) as url:
        yield variables | {"pages_url": url}


def pages_allowed(variables: dict[str, str]) -> tuple[str, ...]:
    """The ToolContext.fetch_allowed entries a scenario run needs: its pages server's host."""
    url = variables.get("pages_url")
    return (urlsplit(url).hostname or "",) if url else ()


@contextmanager
def serve_folder(folder: Path) -> Iterator[str]:
    """Serve `folder` on an ephemeral localhost port; yields its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="scenario-pages", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        return None
