"""The replay backend: the model's replies recorded in a run's event log, played back.

Run again under another reducer or reinforcement mode, a replayed run makes
the same decisions, so the only differences are in what the model read.
"""

from __future__ import annotations

from collections.abc import Iterable

from harness.backends.base import ModelError, ModelReply, ModelRequest, partial_text
from harness.reporting.events import Event, ModelReplied, PlanMade, RunStarted


class ReplayModel:
    def __init__(self, events: Iterable[Event]) -> None:
        self._turns: dict[int, ModelReply] = {}
        self._plan: ModelReply | None = None
        self._name = "replay"
        for event in events:
            if isinstance(event, RunStarted):
                self._name = f"replay:{event.model}"
            elif isinstance(event, PlanMade):
                self._plan = ModelReply(
                    text=event.completion, tokens_in=event.tokens_in, tokens_out=event.tokens_out
                )
            elif isinstance(event, ModelReplied):
                self._turns[event.turn] = ModelReply(
                    text=event.text,
                    tool_calls=event.tool_calls,
                    tokens_in=event.tokens_in,
                    tokens_out=event.tokens_out,
                )

    @property
    def name(self) -> str:
        return self._name

    def generate(self, request: ModelRequest) -> ModelReply:
        if request.purpose == "plan":
            if self._plan is None:
                raise ModelError("the recorded run made no plan")
            return self._plan
        reply = self._turns.get(request.turn)
        if reply is None:
            raise ModelError(f"the recorded run has no reply for turn {request.turn}")
        whole = partial_text(reply.text, [(c.name, c.arguments) for c in reply.tool_calls])
        if request.on_text is not None and whole:
            request.on_text(whole)  # the recorded reply, told whole
        return reply
