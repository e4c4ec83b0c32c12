"""What the skills app adds to runs (runs.extensions): the team's accepted skills as tools,
and a hint learned from the team's runs for a run that asks for one."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from harness.config import AgentConfig
from harness.learning import skill_tool
from harness.tools.base import Tool
from harness.tools.registry import ToolRegistry
from skills.hints import hinted
from skills.selectors import accepted_skill_names, accepted_skill_tools, accepted_skills

if TYPE_CHECKING:
    from runs.models import Run


class Skills:
    def tool_steps(self, team_id: int, names: Collection[str]) -> dict[str, set[str]]:
        return accepted_skill_tools(names, team_id)

    def tool_names(self, team_id: int) -> list[str]:
        return accepted_skill_names(team_id)

    def tools(self, team_id: int, names: Collection[str], builtins: ToolRegistry) -> list[Tool]:
        """A skill whose steps call a tool `builtins` lacks is left out."""
        wanted = accepted_skills(team_id, names) if names else []
        return [
            skill_tool(skill, builtins)
            for skill in wanted
            if all(builtins.get(tool) is not None for tool in skill.tools)
        ]

    def instructions(
        self, config: AgentConfig, *, run: Run, goal: str, tools: list[str]
    ) -> AgentConfig:
        return hinted(config, run_id=run.pk, team_id=run.team_id, goal=goal, tools=tools)
