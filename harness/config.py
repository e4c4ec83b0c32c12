"""How one run behaves: channel, limits, stop conditions and the planner."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from harness.agent.budget import Prices
from harness.agent.shapes import Channel, Termination

Reinforcement = Literal["off", "block", "standing"]
"""Where the run-state block goes: nowhere, after each tool return, or once before each reply."""


class AgentConfig(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    channel: Channel = "react"
    """`react` (text with Thought/Action markers) or `native` (structured tool calls)."""
    max_steps: int = Field(default=8, ge=1)
    """Stop with `max_steps` once this many steps exist."""
    termination: Termination = "last_tool"
    """`last_tool` and `reply` end at a reply without a tool call (`reply` also counts a
    native reply as the run's answer); `max_turns` runs every turn."""
    max_turns: int | None = Field(default=None, ge=1)
    """Model generations allowed in this episode (the plan call and history do not count)."""
    loop_detection: bool = True
    """Stop with `duplicate_action` when a step repeats the previous step's call exactly."""
    halt_on_stuck: bool = True
    """Stop with `no_progress` after `stuck_limit` replies in a row that could not be used."""
    stuck_limit: int = Field(default=3, ge=1)
    plan: bool = False
    """Ask the model for a numbered plan first and show it in the prompt as a soft prior."""
    max_prompt_chars: int | None = Field(default=None, ge=1000)
    """ReAct: drop the oldest observations (with a notice) when the prompt grows past this."""
    instructions: str = ""
    """Extra instructions placed after the standard ones."""
    reinforcement: Reinforcement = "off"
    """`block`: the run-state block (goal, status, hint or next step) after every tool return;
    `standing`: a fresh one at the end of each request instead, never kept; `off`: none."""
    reinforcement_chars: int = Field(default=400, ge=120, le=4000)
    """The block's budget, counted in UTF-8 bytes (so it never holds more characters)."""
    check: tuple[str, ...] | None = None
    """A command (argv) run in the sandbox on the workspace after the final answer
    (harness.agent.check): the run succeeds only if it exits 0. None: no check, and an answer
    is only an answer."""
    check_timeout: float = Field(default=300.0, gt=0, le=3600)
    prices: Prices | None = None
    """What the model's tokens cost (harness.agent.budget); None: not known."""
    max_cost: Decimal | None = Field(default=None, gt=0)
    """Stop with `budget` before a model call whose prompt would take the run's cost past
    this (harness.agent.budget.over_budget); None: no budget. Needs `prices`."""

    @model_validator(mode="after")
    def _turns_needed(self) -> Self:
        if self.termination == "max_turns" and self.max_turns is None:
            raise ValueError("termination 'max_turns' needs max_turns set")
        if self.check is not None and not (self.check and all(self.check)):
            raise ValueError("a check is a program and its arguments, none of them empty")
        if self.max_cost is not None and self.prices is None:
            raise ValueError("a budget (max_cost) needs the model's prices to be checked")
        return self
