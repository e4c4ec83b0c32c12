"""The pause hook: how a gate stops a run before a tool call and how a decision resumes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from harness.shapes import Action, Observation
from harness.tools.base import Tool

if TYPE_CHECKING:
    from harness.state import RunState


@dataclass(frozen=True, slots=True)
class PauseRequest:
    """Why a call must wait for a person."""

    kind: str
    """For example `tainted_write` or `escalation`."""
    reason: str


PauseHook = Callable[["RunState", Action, Tool | None], PauseRequest | None]
"""Called before every tool call; a PauseRequest stops the run with `paused`."""

Decision = Literal["approve", "reject", "edit", "respond"]


class Resolution(BaseModel):
    """A reviewer's decision on the call a run paused at."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    decision: Decision
    message: str = ""
    """reject: why, read by the model as an error; respond: the observation itself."""
    arguments: dict[str, Any] | None = None
    """edit: the arguments to run the call with instead."""
    reviewer: str = ""

    def observation(self) -> Observation | None:
        """The observation this decision stands in for the tool's, if any."""
        if self.decision == "reject":
            reason = self.message or "no reason given"
            return Observation(output=f"the reviewer rejected this call: {reason}", is_error=True)
        if self.decision == "respond":
            return Observation(output=self.message)
        return None

    def apply(self, action: Action) -> Action:
        if self.decision == "edit":
            if self.arguments is None:
                raise ValueError("an edit decision needs arguments")
            return Action(tool=action.tool, arguments=self.arguments)
        return action
