"""The shapes a run is made of: actions, observations, plans, steps and results.

Everything here is a frozen pydantic model, so a step can be logged, sent
over a socket and rebuilt from its JSON without loss.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Effect = Literal["read", "write"]
"""What a tool does to the world: `read` leaves it as it was, `write` may change it."""

TrustLane = Literal["internal", "external-runtime", "external-web"]
"""Where a tool's output comes from; the external lanes are tainted."""

Channel = Literal["react", "native"]
"""How the model asks for tools: ReAct text, or structured tool calls."""

Termination = Literal["last_tool", "reply", "max_turns"]
"""`last_tool`: a reply without a tool call ends the episode.
`reply`: the same in the loop, and the reply is the run's answer: a native-channel run
that ends on a reply counts as a success only under this policy (ReAct's `Final Answer:`
is an explicit marker, and counts under both).
`max_turns`: the episode runs until `max_turns` generations are used."""

StopReason = Literal[
    "final_answer",
    "duplicate_action",
    "no_progress",
    "max_steps",
    "max_turns",
    "cancelled",
    "error",
    "paused",
    "check_failed",
    "budget",
]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Action(Frozen):
    """A tool call the model asked for."""

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class Observation(Frozen):
    """What a tool call returned, as the model reads it (before reinforcement)."""

    output: str
    is_error: bool = False


class Plan(Frozen):
    """A Plan-and-Solve plan: a soft prior the model may revise."""

    goal: str
    steps: list[str]


class AgentStep(Frozen):
    """One step of a run: one model reply (or one of its tool calls) and what came back."""

    index: int
    """0-based, unique in the run."""
    turn: int
    """The model generation this step came from; several native tool calls share one."""
    completion: str = ""
    """The raw text of the model's reply (on the first step of a turn)."""
    thought: str = ""
    action: Action | None = None
    call_id: str | None = None
    """The id that ties a native tool call to its observation."""
    observation: Observation | None = None
    packet: dict[str, Any] | None = None
    """The structured packet the reducer made of the raw output, when it made one."""
    reinforcement: str = ""
    """The block appended after the observation; empty when reinforcement is off."""
    final_answer: str | None = None
    parse_error: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    model_latency: float = 0.0
    """Seconds spent waiting for the model."""
    tool_latency: float = 0.0
    """Seconds spent in the tool."""

    @property
    def delivered(self) -> str | None:
        """The exact observation text the model reads next, reinforcement included."""
        if self.observation is None:
            return None
        return join_observation(self.observation, self.reinforcement)


class CheckResult(Frozen):
    """What a run's success check did (harness.agent.check): passed or not, and its packet."""

    argv: list[str]
    passed: bool
    exit_status: int | None = None
    """None: it was killed (a timeout, a cancel, too much output) or never started."""
    error: str | None = None
    """Why it could not run at all (no such program, no sandbox here)."""
    artifact_id: str | None = None
    raw_bytes: int = 0
    packet: dict[str, Any] | None = None
    summary: str = ""
    """The packet's text (the error, if it did not run): what the run page shows first."""
    latency: float = 0.0


class AgentRunResult(Frozen):
    """How a run ended and everything it did."""

    user_message: str
    plan: Plan | None
    final_answer: str | None
    steps: list[AgentStep]
    stopped_reason: StopReason
    check: CheckResult | None = None
    """The success check's result, when the run carried one and gave an answer."""
    metadata: dict[str, Any] = Field(default_factory=dict)


ERROR_PREFIX = "[error] "


def join_observation(observation: Observation, reinforcement: str) -> str:
    """The text the model reads: the tool's output, flagged if it failed, then the block."""
    text = ERROR_PREFIX + observation.output if observation.is_error else observation.output
    return f"{text}\n\n{reinforcement}" if reinforcement else text
