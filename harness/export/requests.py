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

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from harness.agent.planner import plan_request
from harness.backends.base import ModelRequest
from harness.chat.conversation import open_transcript
from harness.chat.react import as_written
from harness.chat.turns import Transcript
from harness.config import AgentConfig
from harness.reporting.events import Event, ModelReplied, PlanMade, RunStarted, StepFinished

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
        """From `run_started`'s description; the schema from its text where the log has it
        (a log read back from PostgreSQL has its objects' keys in jsonb's order)."""
        text = described.get("parameters_json")
        parameters = json.loads(text) if isinstance(text, str) else described.get("parameters")
        return cls(
            name=str(described.get("name", "")),
            description=str(described.get("description", "")),
            parameters=dict(parameters or {}),
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
        self._opening = 0
        self._run_id = ""
        self.broken = False
        """The log could not be replayed: no request is given after that."""

    def feed(self, event: Event) -> None:
        self._run_id = event.run_id
        self._guarded(lambda: self._read(event))

    def step_request(self, turn: int, standing: str = "") -> ModelRequest | None:
        """The request of model call `turn`, asked once the steps before it were fed;
        `standing` is the block at the end of it (`StepStarted.standing`)."""

        def make() -> ModelRequest | None:
            transcript = self._opened()
            return None if transcript is None else transcript.request(turn, standing)

        return self._guarded(make)

    def plan_request(self) -> ModelRequest | None:
        """The request of the plan call."""

        def make() -> ModelRequest | None:
            if self._started is None or self._config is None:
                return None
            return plan_request(self._config.channel, self._started.goal, self._tools())

        return self._guarded(make)

    @property
    def opening(self) -> int:
        """How many messages the conversation began with: system, history, the goal."""
        return self._opening

    def _guarded[T](self, make: Callable[[], T]) -> T | None:
        """`make()`, or None once the log has proved it cannot be replayed (an export goes
        on without the inputs then; the log says why once)."""
        if self.broken:
            return None
        try:
            return make()
        except (ValidationError, KeyError, TypeError, ValueError):
            logger.exception("the requests of run %s cannot be rebuilt", self._run_id)
            self.broken = True
            return None

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
                logged = self._replies.get(step.turn) if first_of_turn else None
                reply = logged.reply() if logged else None
                if self._config is not None and self._config.channel == "react":
                    step = as_written(step, reply)
                transcript.add_step(step, reply)

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
            opened = self._transcript.request(0).messages
            self._opening = len(opened or [])
        return self._transcript

    def _tools(self) -> list[LoggedTool]:
        return [LoggedTool.of(item) for item in self._started.tools] if self._started else []
