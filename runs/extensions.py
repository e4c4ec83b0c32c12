"""What apps above this one add to runs, without runs importing them.

An app registers an Extension in its AppConfig.ready() (skills/apps.py registers
skills.extension.Skills: the team's accepted skills as tools, and a hint learned from
the team's runs for a run that asks for one). A launch asks every extension which tool
names it knows for the team; building a run's agent asks for the tools and the
instructions.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

from harness.config import AgentConfig
from harness.tools.base import Tool
from harness.tools.registry import ToolRegistry

if TYPE_CHECKING:
    from runs.models import Run


class Extension(Protocol):
    def tool_steps(self, team_id: int, names: Collection[str]) -> dict[str, set[str]]:
        """Of `names`, those this extension gives team `team_id` as tools, each with the
        builtins it calls."""
        ...

    def tool_names(self, team_id: int) -> list[str]:
        """Every tool name this extension gives team `team_id` (the launch form lists them)."""
        ...

    def tools(self, team_id: int, names: Collection[str], builtins: ToolRegistry) -> list[Tool]:
        """The tools of `names` this extension gives the team, calling only `builtins`."""
        ...

    def instructions(
        self, config: AgentConfig, *, run: Run, goal: str, tools: list[str]
    ) -> AgentConfig:
        """The agent's config with what this extension adds to a run that asked for hints."""
        ...


_registered: list[Extension] = []


def register(extension: Extension) -> None:
    if extension not in _registered:
        _registered.append(extension)


def extensions() -> list[Extension]:
    return list(_registered)


def extension_tool_names(team_id: int) -> list[str]:
    """Every tool name some extension gives the team, sorted."""
    return sorted({name for extension in _registered for name in extension.tool_names(team_id)})


def extension_tool_steps(team_id: int, names: Collection[str]) -> dict[str, set[str]]:
    """Of `names`, those some extension gives the team, with the builtins each calls."""
    found: dict[str, set[str]] = {}
    for extension in _registered:
        found |= extension.tool_steps(team_id, names)
    return found
