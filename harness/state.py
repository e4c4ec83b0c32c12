"""The live state of one run, as the loop, the reinforcer and the gate see it."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from harness.config import AgentConfig
from harness.shapes import Action, AgentStep, Plan


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

    @property
    def tool_errors(self) -> int:
        return sum(1 for s in self.steps if s.observation is not None and s.observation.is_error)

    @property
    def last_action(self) -> Action | None:
        return self.steps[-1].action if self.steps else None

    def add(self, step: AgentStep) -> None:
        self.steps.append(step)
        self.tokens_in += step.tokens_in
        self.tokens_out += step.tokens_out
        self.stuck = self.stuck + 1 if step.parse_error is not None else 0
        if step.final_answer is not None:
            self.final_answer = step.final_answer
