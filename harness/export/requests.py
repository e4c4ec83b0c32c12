"""What the model was sent for each of a run's model calls, rebuilt from the run's log.

The log keeps the steps and the replies, not the requests. `Requests` reads the
events in order and keeps the run's transcript through the code the loop keeps
it with (`open_transcript`, `Transcript.add_step`), so the request it gives for
a reply is the one the model answered: instructions, tools, goal, plan, every
observation with its reinforcement block, and the standing block if the run had
one. A log it cannot replay (from an older harness, say) gives no requests; the
spans are then sent without their input.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from harness.backends.base import ModelRequest
from harness.config import AgentConfig
from harness.conversation import open_transcript
from harness.events import Event, ModelReplied, PlanMade, RunStarted, StepFinished
from harness.planner import plan_request
from harness.turns import Transcript

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class LoggedTool:
    """A tool as `run_started` describes it: what the prompt and the tool list showed."""

    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=dict)
    effect: str = "read"

    @classmethod
    def of(cls, described: dict[str, Any]) -> LoggedTool:
        return cls(
            name=str(described.get("name", "")),
            description=str(described.get("description", "")),
            parameters=dict(described.get("parameters") or {}),
            effect=str(described.get("effect", "read")),
        )


class Requests:
    """Feed it every event, in log order; ask it for the request a reply answered."""

    def __init__(self) -> None:
        self._started: RunStarted | None = None
        self._config: AgentConfig | None = None
        self._plan: PlanMade | None = None
        self._transcript: Transcript | None = None
        self._replies: dict[int, ModelReplied] = {}
        self._turns_in_transcript: set[int] = set()
        self.broken = False
        """The log could not be replayed: no request is given after that."""

    def feed(self, event: Event) -> None:
        if self.broken:
            return
        try:
            self._read(event)
        except (ValidationError, KeyError, TypeError, ValueError):
            # an export must go on without the inputs; the log says why once
            logger.exception("the requests of run %s cannot be rebuilt", event.run_id)
            self.broken = True

    def step_request(self, turn: int, standing: str = "") -> ModelRequest | None:
        """The request of model call `turn`, asked once the steps before it were fed;
        `standing` is the block the reply says it was shown (`ModelReplied.standing`)."""
        transcript = self._opened()
        if transcript is None:
            return None
        return transcript.request(turn, standing)

    def plan_request(self) -> ModelRequest | None:
        """The request of the plan call."""
        if self.broken or self._started is None or self._config is None:
            return None
        tools = self._tools()
        return plan_request(self._config.channel, self._started.goal, tools)

    def _read(self, event: Event) -> None:
        match event:
            case RunStarted():
                self._started = event
                self._config = AgentConfig.model_validate(event.config)
            case PlanMade():
                self._plan = event
            case ModelReplied():
                self._replies[event.turn] = event
            case StepFinished():
                transcript = self._opened()
                if transcript is None:
                    return
                step = event.step
                first_of_turn = step.turn not in self._turns_in_transcript
                self._turns_in_transcript.add(step.turn)
                reply = self._replies.get(step.turn) if first_of_turn else None
                transcript.add_step(step, reply.reply() if reply else None)

    def _opened(self) -> Transcript | None:
        """The transcript, opened at the first model call (after the plan, which it shows)."""
        if self.broken or self._started is None or self._config is None:
            return None
        if self._transcript is None:
            started = self._started
            plan = self._plan.plan if self._plan else None
            self._transcript = open_transcript(
                self._config, started.goal, plan, self._tools(), started.history
            )
        return self._transcript

    def _tools(self) -> list[LoggedTool]:
        return [LoggedTool.of(item) for item in self._started.tools] if self._started else []
