"""What a run is asked to do: its backend, channel, tools and limits, checked once at launch."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from django.conf import settings
from pydantic import BaseModel, ConfigDict, Field, HttpUrl, ValidationInfo, model_validator

from harness import scenarios
from harness.config import AgentConfig
from harness.policy import Policy
from harness.reducers import ReducerSet
from harness.reducers.selector import all_reducers
from harness.shapes import Channel, Termination
from harness.tools import BUILTINS
from skills.selectors import accepted_skill_tools

BUILTIN_TOOLS = [t.name for t in BUILTINS]
Reinforcement = Literal["off", "block", "standing"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ScriptedBackend(_Strict):
    kind: Literal["scripted"] = "scripted"
    scenario: str
    delay: float = Field(default=0.0, ge=0, le=30)
    """Seconds per model reply, so a demo run can be watched."""

    @model_validator(mode="after")
    def _known(self) -> ScriptedBackend:
        if self.scenario not in scenarios.names() and not _allowed_file(self.scenario):
            raise ValueError(
                f"unknown scenario {self.scenario!r}; known: {', '.join(scenarios.names())}"
            )
        return self


def _allowed_file(name: str) -> bool:
    """A scenario file of the team's own, in a folder named by LOOPGLASS_SCENARIO_DIRS."""
    if not name.endswith((".yaml", ".yml")):
        return False
    path = Path(name).resolve()
    folders = [Path(folder).resolve() for folder in settings.LOOPGLASS_SCENARIO_DIRS]
    return path.is_file() and any(path.is_relative_to(folder) for folder in folders)


class OpenAIBackend(_Strict):
    kind: Literal["openai"] = "openai"
    base_url: HttpUrl
    model: str = Field(min_length=1, max_length=200)
    timeout: float = Field(default=60.0, gt=0, le=600)
    max_retries: int = Field(default=3, ge=0, le=10)

    @model_validator(mode="after")
    def _allowed(self) -> OpenAIBackend:
        allowed = settings.LOOPGLASS_MODEL_URLS
        if allowed and not any(str(self.base_url).startswith(prefix) for prefix in allowed):
            raise ValueError(
                f"base URL {self.base_url} is not one this server may call "
                f"(LOOPGLASS_MODEL_URLS: {', '.join(allowed)})"
            )
        return self

    def gets_key(self) -> bool:
        """Whether the server's OPENAI_API_KEY may be sent to this endpoint."""
        return any(str(self.base_url).startswith(p) for p in settings.LOOPGLASS_KEYED_URLS)


Recorded = Annotated[ScriptedBackend | OpenAIBackend, Field(discriminator="kind")]


class ReplayBackend(_Strict):
    """The model's replies recorded in run `run`, played back: the same decisions, read
    under this run's reducers and reinforcement (a counterfactual replay)."""

    kind: Literal["replay"] = "replay"
    run: int = Field(gt=0)
    source: Recorded
    """The recorded run's backend: a scenario's workspace is prepared the same way."""


Backend = Annotated[ScriptedBackend | OpenAIBackend | ReplayBackend, Field(discriminator="kind")]


def _beyond(tools: list[str], skills: dict[str, set[str]], allowed: list[str]) -> set[str]:
    """The tools not allowed for a model run; a skill is allowed when all its steps are."""
    return {name for name in tools if not skills.get(name, {name}) <= set(allowed)}


class RunConfig(_Strict):
    backend: Backend
    channel: Channel = "react"
    tools: list[str] = []
    """The tools on offer; empty means the scenario's, or LOOPGLASS_MODEL_TOOLS for a model run."""
    reinforcement: Reinforcement = "block"
    """Where the model reads the run-state block: after each tool return, once a turn, never."""
    policy: Policy | None = None
    """What may run without a reviewer (harness/policy.py); None: the scenario's policy, else
    the default (a write while the context holds external text, and the next call after a
    packet that asks for a look, wait for a reviewer)."""
    max_steps: int = Field(default=8, ge=1, le=1000)
    termination: Termination = "last_tool"
    max_turns: int | None = Field(default=None, ge=1, le=1000)
    plan: bool = False
    reducers: list[str] = []
    """Reducer versions pinned for this run (`text@1`); unnamed families get the newest."""
    hints: bool = False
    """Put tool hints learned from the team's past runs into the instructions (skills.hints)."""

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> RunConfig:
        # A launch validates with its team (context={"team_id": ...}): another team's
        # skill is as unknown as a name no skill has.
        team_id = (info.context or {}).get("team_id")
        skills = accepted_skill_tools(set(self.tools) - set(BUILTIN_TOOLS), team_id)
        unknown = sorted(set(self.tools) - set(BUILTIN_TOOLS) - set(skills))
        if unknown:
            raise ValueError(
                f"unknown tools {unknown}; known: {', '.join(BUILTIN_TOOLS)} "
                "and the accepted skills"
            )
        versions = {reducer.key for reducer in all_reducers()}
        if not_released := sorted(set(self.reducers) - versions):
            known = ", ".join(sorted(versions))
            raise ValueError(f"unknown reducers {not_released}; known: {known}")
        if self.termination == "max_turns" and self.max_turns is None:
            raise ValueError("termination 'max_turns' needs max_turns")
        refused = sorted(_beyond(self.tools, skills, settings.LOOPGLASS_MODEL_TOOLS))
        if isinstance(self.recorded_backend, OpenAIBackend) and refused:
            raise ValueError(
                f"tools {refused} are not enabled for model runs on this server "
                f"(LOOPGLASS_MODEL_TOOLS: {', '.join(settings.LOOPGLASS_MODEL_TOOLS)})"
            )
        return self

    def agent_config(self, scenario_config: dict[str, object] | None = None) -> AgentConfig:
        fields = {
            "channel": self.channel,
            "max_steps": self.max_steps,
            "plan": self.plan,
            "termination": self.termination,
            "max_turns": self.max_turns,
            "reinforcement": self.reinforcement,
        }
        return AgentConfig.model_validate((scenario_config or {}) | fields)

    @property
    def recorded_backend(self) -> ScriptedBackend | OpenAIBackend:
        """The backend whose workspace and tools the run uses (a replay's source's)."""
        return self.backend.source if isinstance(self.backend, ReplayBackend) else self.backend

    def reducer_set(self) -> ReducerSet:
        return ReducerSet(pinned=self.reducers)

    def gate_policy(self) -> Policy:
        if self.policy is not None:
            return self.policy
        backend = self.recorded_backend
        if isinstance(backend, ScriptedBackend):
            return scenarios.load(backend.scenario).policy or Policy()
        return Policy()

    def tool_names(self) -> list[str]:
        if self.tools:
            return list(self.tools)
        backend = self.recorded_backend
        if isinstance(backend, ScriptedBackend):
            return scenarios.load(backend.scenario).tools
        return list(settings.LOOPGLASS_MODEL_TOOLS)
