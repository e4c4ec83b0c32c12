from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from harness.agent.loop import Agent
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.tools import builtin_registry
from harness.tools.base import ToolContext


def make_agent(
    workspace: Path, turns: list[dict[str, Any]], *, tools: list[str] | None = None, **config: Any
) -> Agent:
    """An Agent over real built-in tools, driven by scripted turns."""
    registry = builtin_registry()
    return Agent(
        model=ScriptedModel([ScriptedTurn(**t) for t in turns]),
        tools=registry.only(tools) if tools else registry,
        context=ToolContext(workspace=workspace),
        config=AgentConfig(**config),
    )


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "ws"
    folder.mkdir()
    return folder


class RecordingModel:
    """A real Model that keeps every request it was sent, around another Model."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.requests: list[Any] = []

    @property
    def name(self) -> str:
        return str(self.inner.name)

    def generate(self, request: Any) -> Any:
        self.requests.append(request)
        return self.inner.generate(request)
