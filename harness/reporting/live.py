"""Progress of a run as it happens, kept nowhere: what a sink may show while a step forms.

The event log holds what happened; these say what is happening now, for a
watcher: a model call started, the reply so far (told as the model streams
it), a tool started, a pause waiting for a reviewer. A sink that wants them
has a `live(update)` method (`LiveSink`); the loop and the call runner call
it, and a sink without one (the JSONL sink) never hears of them. Nothing here
is stored, and a sink that fails to show one does not stop the run.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ModelCallStarted:
    """The model was asked for the reply of step `index` (turn `turn`), at `at`."""

    index: int
    turn: int
    at: float
    """Seconds since the epoch."""
    kind: Literal["model_call_started"] = "model_call_started"


@dataclass(frozen=True, slots=True)
class ReplySoFar:
    """The reply of step `index` so far (see `harness.backends.base.OnText`)."""

    index: int
    turn: int
    text: str
    kind: Literal["reply_so_far"] = "reply_so_far"


@dataclass(frozen=True, slots=True)
class ToolRunning:
    """Tool `name` started for step `index`, at `at`."""

    index: int
    name: str
    at: float
    kind: Literal["tool_running"] = "tool_running"


@dataclass(frozen=True, slots=True)
class WaitingForReviewer:
    """Step `index`'s call waits for a reviewer's decision, since `at`."""

    index: int
    at: float
    kind: Literal["waiting_for_reviewer"] = "waiting_for_reviewer"


LiveUpdate = ModelCallStarted | ReplySoFar | ToolRunning | WaitingForReviewer
Live = Callable[[LiveUpdate], None]


@runtime_checkable
class LiveSink(Protocol):
    """A sink that shows live updates (the Django sink sends them to the run page)."""

    def live(self, update: LiveUpdate) -> None: ...


def nowhere(update: LiveUpdate) -> None:
    """Where the updates go when the sink does not want them."""


def live_of(sink: object) -> Live:
    """`sink.live`, made safe (an error is logged, never raised), or `nowhere`."""
    if not isinstance(sink, LiveSink):
        return nowhere
    told = sink.live

    def live(update: LiveUpdate) -> None:
        try:
            told(update)
        except Exception:  # progress is never worth a run
            log.warning("a live update (%s) could not be shown", update.kind, exc_info=True)

    return live
