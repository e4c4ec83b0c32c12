"""The pause hook: how a gate stops or refuses a call before it runs, and how a decision resumes it.

The hook (harness.gate.policy.Gate is the standard one) answers each call with a
verdict that keeps its rule and reason: a `PauseRequest` stops the run for a
reviewer, a `Denial` becomes an error observation the model reads, an
`Allowance` (or None) lets the call run. A reviewer answers a pause with a
`Resolution`, and may vouch for the run's tainted sources with a
`TaintClearance`; both are events, so a run replays them from its log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, model_validator

from harness.agent.shapes import Action, Observation
from harness.agent.state import PendingEscalation, TaintSource
from harness.tools.base import Tool

if TYPE_CHECKING:
    from harness.agent.state import RunState
    from harness.tools.registry import ToolRegistry


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


Origin = Literal["goal", "trusted", "field", "tainted", "model"]
"""Where an argument's value came from: the goal (or the run's instructions), a trusted
step's output, a short field of a tainted packet's structured data (`field`, kept apart
only under the policy's `only_prose_taints`), a tainted packet's text, or none of them:
the model wrote it."""


class ArgumentProvenance(_Frozen):
    """Where one argument of a call came from, as far as its text shows."""

    argument: str
    origin: Origin
    """A value with parts from several places has the origin of its least trusted part:
    tainted, then model, then field, then trusted, then goal."""
    artifacts: list[str] = []
    """The artifacts it copies from: the tainted ones when `tainted`, else the trusted ones."""
    steps: list[int] = []
    """The steps whose observations those artifacts were."""
    excerpt: str = ""
    """The longest copied run (normalised), or the part found nowhere when `model`."""


class Overruled(_Frozen):
    """A reviewer's allow rule that matched the call but did not decide it: a rule vouches
    for the arguments it pins, and a free one carried tainted content (harness.gate.policy)."""

    id: str
    rule: str
    """As the reviewer saw it: `allow send_direct_message(recipient="Alice")`."""
    why: str


class PauseRequest(_Frozen):
    """Why a call must wait for a person, with what the reviewer needs to judge it."""

    kind: str
    """`tainted_write`, `escalation` or `confirm`."""
    reason: str
    rule: str = ""
    """The policy rule that decided: `confirm_tainted_writes`, `escalation`, `ask:<pattern>`..."""
    sources: list[TaintSource] = []
    """What tainted the context: each packet's artifact, step, tool, text and citations."""
    provenance: list[ArgumentProvenance] = []
    """Where each argument of the call came from (for writes)."""
    escalation: PendingEscalation | None = None
    """The escalation that is waiting, if any."""
    overruled: Overruled | None = None
    """The allow rule that matched but could not decide, and why."""

    def details(self) -> dict[str, Any]:
        """Everything but kind and reason, as JSON: the RunPaused event's `details`."""
        return self.model_dump(mode="json", exclude={"kind", "reason"})


class Denial(_Frozen):
    """The policy refuses the call: it does not run, and the model is told why."""

    reason: str
    rule: str = ""
    provenance: list[ArgumentProvenance] = []

    def observation(self) -> Observation:
        text = f"the run's policy denied this call: {self.reason}"
        return Observation(output=text, is_error=True)


class Allowance(_Frozen):
    """The policy lets the call run, and says why."""

    reason: str
    rule: str = ""
    provenance: list[ArgumentProvenance] = []


Verdict = PauseRequest | Denial | Allowance

PauseHook = Callable[["RunState", Action, Tool | None], Verdict | None]
"""Called before every tool call; a PauseRequest stops the run with `paused`, a Denial
turns the call into an error observation, an Allowance or None lets it run."""

Decision = Literal["approve", "reject", "edit", "respond"]


class InvalidResolution(ValueError):
    """A decision that cannot be applied to the call the run paused at; nothing was run."""


class Resolution(BaseModel):
    """A reviewer's decision on the call a run paused at."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    decision: Decision
    message: str = ""
    """reject: why, read by the model as an error; respond: the observation itself."""
    arguments: dict[str, Any] | None = None
    """edit: the arguments to run the call with instead."""
    reviewer: str = ""

    @model_validator(mode="after")
    def _edit_has_arguments(self) -> Self:
        if self.decision == "edit" and self.arguments is None:
            raise ValueError("an edit decision needs arguments")
        return self

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
                raise InvalidResolution("an edit decision needs arguments")
            return Action(tool=action.tool, arguments=self.arguments)
        return action

    def check(self, action: Action, tools: ToolRegistry) -> None:
        """Refuse an edit whose arguments do not fit the tool's JSON schema."""
        if self.decision != "edit":
            return
        problem = tools.check(self.apply(action))
        if problem is not None:
            raise InvalidResolution(f"the edited arguments cannot be used: {problem}")


class TaintClearance(_Frozen):
    """A reviewer vouches for the sources that tainted a run: writes are no longer gated
    for them. Taint read afterwards taints the run again."""

    reviewer: str = ""
    message: str = ""
    artifacts: list[str] = []
    """The sources cleared, by artifact id; empty clears every source so far."""
