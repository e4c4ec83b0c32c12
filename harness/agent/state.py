"""The live state of one run, as the loop, the reinforcer and the gate see it.

Besides the steps and the counters it holds what the gate needs: the taint
(every tainted packet the model has read and no reviewer has cleared) and
the escalation a packet recommended that nobody has answered yet. Both
follow from the steps, and from the reviewers' `taint_cleared` and
`run_resumed` events, so a run rebuilt from its log has them again.
"""

from __future__ import annotations

import time
from collections.abc import Collection
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from harness.agent.shapes import Action, AgentStep, Plan
from harness.config import AgentConfig
from harness.reducers.packet import Citation

ARTIFACT_READ = "artifact_read"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TaintSource(_Frozen):
    """A tainted packet the model read: where the run's taint came from."""

    artifact_id: str
    step: int
    """The index of the step whose observation it was."""
    tool: str
    text: str
    """The packet as the model read it: what the model could have copied from it."""
    citations: list[Citation] = []
    """The lines of the raw artifact the packet cites, with their text."""


class PendingEscalation(_Frozen):
    """A packet that asked for someone to look at its source before the run goes on."""

    artifact_id: str
    step: int
    tool: str
    reason: str
    citations: list[Citation] = []


@dataclass
class RunState:
    run_id: str
    goal: str
    config: AgentConfig
    plan: Plan | None = None
    steps: list[AgentStep] = field(default_factory=list)
    turns: int = 0
    """Model generations so far in this episode."""
    stuck: int = 0
    """Replies in a row that could not be used."""
    final_answer: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    started: float = field(default_factory=time.monotonic)
    taint: list[TaintSource] = field(default_factory=list)
    """The tainted packets read since a reviewer last cleared them; the context is tainted
    while any is left."""
    escalation: PendingEscalation | None = None
    """The last escalation no one has answered: the model answers it by reading that
    artifact with artifact_read, a reviewer by deciding a call the run paused at."""

    @property
    def tool_errors(self) -> int:
        return sum(1 for s in self.steps if s.observation is not None and s.observation.is_error)

    @property
    def last_action(self) -> Action | None:
        return self.steps[-1].action if self.steps else None

    @property
    def tainted(self) -> bool:
        return bool(self.taint)

    def add(self, step: AgentStep) -> None:
        self.steps.append(step)
        self.tokens_in += step.tokens_in
        self.tokens_out += step.tokens_out
        self.stuck = self.stuck + 1 if step.parse_error is not None else 0
        if step.final_answer is not None:
            self.final_answer = step.final_answer
        self._follow(step)

    def clear_taint(self, artifacts: Collection[str] = ()) -> list[TaintSource]:
        """A reviewer vouches for these sources (all of them when none are named);
        returns the ones cleared. Taint read later taints the context again."""
        cleared = [s for s in self.taint if not artifacts or s.artifact_id in artifacts]
        self.taint = [s for s in self.taint if s not in cleared]
        return cleared

    def decided(self) -> None:
        """A reviewer decided the call the run paused at: the escalation was looked at."""
        self.escalation = None

    def _follow(self, step: AgentStep) -> None:
        if self.escalation is not None and _reads(step, self.escalation.artifact_id):
            self.escalation = None
        packet = step.packet  # read by key: a log written by an older harness still replays
        if packet is None:
            return
        found = {
            "artifact_id": str(packet.get("artifact_id", "")),
            "step": step.index,
            "tool": step.action.tool if step.action else "",
            "citations": [Citation.model_validate(c) for c in packet.get("citations", [])],
        }
        if packet.get("tainted"):
            text = step.observation.output if step.observation else ""
            self.taint.append(TaintSource(text=text, **found))
        escalation = packet.get("escalation") or {}
        if escalation.get("recommended"):
            reason = str(escalation.get("reason", ""))
            self.escalation = PendingEscalation(reason=reason, **found)


def _reads(step: AgentStep, artifact_id: str) -> bool:
    """Whether the step read `artifact_id` back with artifact_read, and got it."""
    action, observation = step.action, step.observation
    return (
        action is not None
        and action.tool == ARTIFACT_READ
        and action.arguments.get("artifact_id") == artifact_id
        and observation is not None
        and not observation.is_error
    )
