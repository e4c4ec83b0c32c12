"""Typed events: everything a run does, as a log that can rebuild it.

Each event is a pydantic model with a `type` tag; `Event` is their
discriminated union. A sink receives them in order. `ObservationDelivered`
holds the exact text the model reads next, so a run resumed from its log
sends the same prompt prefix byte for byte.
"""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from harness.agent.shapes import Action, AgentStep, CheckResult, Plan, StopReason
from harness.backends.base import ModelReply, ToolCall
from harness.gate.pause import ArgumentProvenance, Resolution, TaintClearance


class EventBase(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    run_id: str = ""
    ts: float = Field(default_factory=time.time)
    """Unix time the event was made."""


class RunStarted(EventBase):
    type: Literal["run_started"] = "run_started"
    goal: str
    config: dict[str, Any]
    """The AgentConfig, as JSON."""
    model: str
    tools: list[dict[str, Any]]
    """Name, description, schema, effect, lane and family of each tool offered."""
    history: list[dict[str, Any]] = []
    """Native: messages already in the conversation when the run began."""
    sampling: dict[str, Any] = {}
    """The backend's sampling parameters (temperature, max_tokens), where it has them."""


class PlanMade(EventBase):
    type: Literal["plan_made"] = "plan_made"
    plan: Plan
    completion: str
    tokens_in: int = 0
    tokens_out: int = 0
    latency: float = 0.0


class StepStarted(EventBase):
    type: Literal["step_started"] = "step_started"
    index: int
    turn: int
    standing: str = ""
    """In the `standing` reinforcement mode, the block at the end of this call's request
    (recorded before the call, so a call that never replies has it too)."""


class ModelReplied(EventBase):
    type: Literal["model_replied"] = "model_replied"
    index: int
    turn: int
    text: str
    tool_calls: list[ToolCall] = []
    thought: str = ""
    actions: list[Action | None] = []
    """One per tool call (None where its arguments did not parse); ReAct has at most one."""
    final_answer: str | None = None
    parse_error: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    latency: float = 0.0
    standing: str = ""
    """In the `standing` reinforcement mode, the run-state block at the end of the request
    this reply answers (it is not kept in the transcript, so it is recorded here)."""

    def reply(self) -> ModelReply:
        """The reply as the backend gave it."""
        return ModelReply(
            text=self.text,
            tool_calls=self.tool_calls,
            tokens_in=self.tokens_in,
            tokens_out=self.tokens_out,
        )


class ToolStarted(EventBase):
    type: Literal["tool_started"] = "tool_started"
    index: int
    call_id: str
    tool: str
    arguments: dict[str, Any]


class ToolFinished(EventBase):
    type: Literal["tool_finished"] = "tool_finished"
    index: int
    call_id: str
    tool: str
    artifact_id: str | None = None
    """Where the raw output is kept; None for the harness's own messages (unknown tool...)."""
    sha256: str = ""
    content_type: str = ""
    encoding: str = ""
    redactions: int = 0
    is_error: bool
    exit_status: int | None = None
    raw_bytes: int = 0
    latency: float = 0.0


class ObservationDelivered(EventBase):
    type: Literal["observation_delivered"] = "observation_delivered"
    index: int
    call_id: str
    observation: str
    """What the reducer made of the output."""
    is_error: bool
    reinforcement: str = ""
    text: str
    """The exact text the model reads next: observation, then reinforcement."""
    packet: dict[str, Any] | None = None


class StepFinished(EventBase):
    type: Literal["step_finished"] = "step_finished"
    step: AgentStep
    """The whole step, as the transcript holds it; a resumed run is rebuilt from these."""


class RunPaused(EventBase):
    type: Literal["run_paused"] = "run_paused"
    index: int
    call_id: str
    action: Action
    kind: str
    reason: str
    rule: str = ""
    """The policy rule that paused the call."""
    details: dict[str, Any] = {}
    """Why it was gated, from the PauseRequest: the tainting sources (artifacts, steps,
    citations), each argument's provenance, and the escalation that is waiting."""


class PolicyDecided(EventBase):
    """The gate let a call run, or refused it (a pause is a RunPaused)."""

    type: Literal["policy_decided"] = "policy_decided"
    index: int
    call_id: str
    action: Action
    outcome: Literal["allow", "deny"]
    """deny: the call did not run; the model reads the reason as an error."""
    rule: str = ""
    reason: str
    provenance: list[ArgumentProvenance] = []


class TaintCleared(EventBase):
    """A reviewer vouched for the sources that tainted the run.

    Written by whoever records the reviewer's action (the dashboard appends it to the
    run's log while the run is paused or stopped); a resumed run replays it in order."""

    type: Literal["taint_cleared"] = "taint_cleared"
    clearance: TaintClearance


class RunResumed(EventBase):
    type: Literal["run_resumed"] = "run_resumed"
    resolution: Resolution
    """The decision on the call the run paused at; it is applied again if the resume is cut off."""


class RunFinished(EventBase):
    type: Literal["run_finished"] = "run_finished"
    stopped_reason: StopReason
    final_answer: str | None = None
    error: str | None = None
    steps: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    tool_errors: int = 0
    check: CheckResult | None = None
    """The success check's result: a run with an answer and a check (harness.agent.check)."""


Event = Annotated[
    RunStarted
    | PlanMade
    | StepStarted
    | ModelReplied
    | ToolStarted
    | ToolFinished
    | ObservationDelivered
    | StepFinished
    | RunPaused
    | PolicyDecided
    | TaintCleared
    | RunResumed
    | RunFinished,
    Field(discriminator="type"),
]

event_adapter: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(data: str | bytes) -> Event:
    """One event from its JSON text."""
    return event_adapter.validate_json(data)
