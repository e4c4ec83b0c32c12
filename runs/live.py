"""A run's progress between two steps, on its way to the browsers: never in the database.

The harness tells its sink what is happening (`harness.reporting.live`): a model call
started, the reply so far, a tool started, a pause for a reviewer.
`runs.sink.DjangoSink.live` hands each update to the run's `LiveRelay`, which
keeps the latest state and publishes it from one thread of its own, at most
every `THROTTLE` seconds for the reply so far (always the latest text; the
other updates go at once). A publish is the one publish every sender makes
(runs.broadcast.send_to_run, web.broadcast.publish), one Redis round trip: the state
is stored beside it (`live_key`, expiring after `LIVE_TTL` seconds, so a viewer who
connects mid-reply is sent it after the backfill) and its fragment published on the run's
channel with its steps. When a step commits, its
state is dropped and the key deleted; nothing is published, since the step's own
fragment empties the forming row (runs/run_detail.html#step_message). Consumers drop
any update for a step they have already shown, so a late one cannot bring a
committed reply back. Once the
run has ended or paused (`LiveRelay.ended`), the relay takes no more updates: a
word from the model's thread after a cancel cannot bring the forming row back
(a resumed run has a relay of its own).

The state keeps only the last `SHOWN` characters of the reply (`advance`): that is all
a viewer is shown, and what Redis holds every `THROTTLE` seconds. If the cut falls inside
a private key, the kept text starts with the key's BEGIN line, so that it is redacted as
the key it is (runs.rendering.live_message redacts what is shown).
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

import redis
from django.conf import settings

from harness.output.redact import KEY_BEGIN, KEY_END
from harness.reporting.live import (
    LiveUpdate,
    ModelCallStarted,
    ReplySoFar,
    ToolRunning,
    WaitingForReviewer,
)
from runs.broadcast import send_to_run
from runs.rendering import live_message
from web.broadcast import Kept, clients

logger = logging.getLogger(__name__)

THROTTLE = 0.05
"""Seconds between two publishes of a run's reply so far."""
LIVE_TTL = 60
"""Seconds a run's live state stays in Redis after its last update."""
IDLE = 30.0
"""Seconds a relay's publishing thread waits for an update before it ends (it comes back)."""
SHOWN = 20_000
"""The most of a reply so far a live state keeps and a fragment shows: its last characters."""
LINE_ALIGN = 1000
"""How far past the cut the kept text may start, to start at a line (a secret cut in two
would not be seen as one)."""


@dataclass(frozen=True, slots=True)
class LiveState:
    """What a viewer is shown of a run between two steps."""

    index: int
    """The step this is about: a viewer that shows it already drops the state."""
    text: str | None = None
    """The reply so far (its last `SHOWN` characters, `shown_part`), None before the model
    has said anything."""
    waiting: str = ""
    """What the run waits for: model, tool or reviewer."""
    at: float = 0.0
    """Since when, in seconds since the epoch."""
    tool: str = ""

    def as_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, raw: str | bytes) -> LiveState | None:
        try:
            return cls(**json.loads(raw))
        except (ValueError, TypeError):
            return None


def shown_part(text: str) -> str:
    """The end of a reply so far that a viewer is shown: its last `SHOWN` characters, from
    the start of a line if one starts soon after the cut. A cut inside a private key (its
    BEGIN line before the cut, its END line not wholly after it) keeps the BEGIN line in
    front, so that everything shown of the key is redacted as the key."""
    cut = len(text) - SHOWN
    if cut <= 0:
        return text
    line = text.find("\n", cut, cut + LINE_ALIGN)
    cut = cut if line < 0 else line  # the newline stays: runs.rendering.ACTION_START needs it
    begin = _key_begin_before(text, cut)
    if begin is None:
        return text[cut:]
    end = KEY_END.search(text, begin.end())
    if end is None or end.start() >= cut:
        return begin.group() + "\n" + text[cut:]
    if end.end() <= cut:
        return text[cut:]  # the key ended before the cut
    return begin.group() + "\n" + end.group() + text[end.end() :]  # its END line cut in two


def _key_begin_before(text: str, cut: int) -> re.Match[str] | None:
    """The last private key BEGIN line that starts before `cut`."""
    high = cut + len("-----BEGIN")
    while (start := text.rfind("-----BEGIN", 0, high)) >= 0:
        found = KEY_BEGIN.match(text, start)
        if found is not None:
            return found
        high = start + len("-----BEGIN") - 1
    return None


def advance(state: LiveState | None, update: LiveUpdate) -> LiveState:
    """The state after one update."""
    if isinstance(update, ModelCallStarted):
        return LiveState(index=update.index, waiting="model", at=update.at)
    if isinstance(update, ReplySoFar):
        text = shown_part(update.text)
        if state is None or state.index != update.index:
            return LiveState(index=update.index, text=text, waiting="model", at=time.time())
        return replace(state, text=text)
    kept = state.text if state is not None and state.index == update.index else None
    if isinstance(update, ToolRunning):
        return LiveState(update.index, kept, "tool", update.at, update.name)
    if isinstance(update, WaitingForReviewer):
        return LiveState(update.index, kept, "reviewer", update.at)
    raise TypeError(f"not a live update: {update!r}")


# -- Redis ------------------------------------------------------------------------------


def live_key(run_id: int) -> str:
    return f"{settings.REDIS_PREFIX}:live:run-{run_id}"


def stored_state(run_id: int) -> LiveState | None:
    """The run's live state as last published, or None (none, expired, Redis down)."""
    try:
        raw: Any = clients.get().get(live_key(run_id))
    except redis.RedisError:
        logger.warning("could not read the live state of run %s", run_id, exc_info=True)
        return None
    return None if raw is None else LiveState.from_json(raw)


def _publish(run_id: int, state: LiveState | None, *, tell: bool) -> None:
    """In one round trip: `state` stored (None: the stored one deleted) and, when `tell`,
    its fragment (None: the row emptied) published on the run's channel."""
    kept = Kept(live_key(run_id), None if state is None else state.as_json(), LIVE_TTL)
    if tell:
        send_to_run(run_id, live_message(run_id, state), keep=kept)
    else:  # a committed step's state: its fragment empties the row
        clients.get().delete(kept.key)


# -- the relay ---------------------------------------------------------------------------


class LiveRelay:
    """A run's live updates, published from one thread in order, the reply throttled."""

    def __init__(self, run_id: int) -> None:
        self.run_id = run_id
        self._cond = threading.Condition()
        self._state: LiveState | None = None
        self._dirty = False
        self._urgent = False
        self._clear = False
        self._tell_clear = False
        """Whether the clear is published too (a run's end), or only the key deleted."""
        self._committed = -1
        self._closed = False
        self._last = 0.0
        self._busy = False
        self._thread: threading.Thread | None = None

    def update(self, update: LiveUpdate) -> None:
        with self._cond:
            if self._closed or update.index <= self._committed:
                return  # the run ended, or a late word about a step already committed
            self._state = advance(self._state, update)
            self._dirty = True
            self._urgent = self._urgent or not isinstance(update, ReplySoFar)
            self._wake()

    def committed(self, index: int) -> None:
        """Step `index` is in the database: its live state is dropped, and its key deleted
        within `THROTTLE` seconds unless the next step's state overwrites it first (the
        step's fragment empties the row: nothing is published)."""
        with self._cond:
            self._committed = max(self._committed, index)
            if self._state is not None and self._state.index <= index:
                self._state = None
                self._dirty = False
                self._clear = True
                self._wake()

    def ended(self) -> None:
        """The run finished or paused: what is shown of a step that never came goes, and the
        relay takes no more updates (the model's thread may still tell one after a cancel;
        a resumed run has a relay of its own)."""
        with self._cond:
            self._closed = True
            if self._state is not None and self._state.waiting == "reviewer":
                return  # the paused call stays shown, with what it waits for
            self._state = None
            self._dirty = False
            self._clear = self._tell_clear = self._urgent = True
            self._wake()

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until everything told so far is published (for tests and the end)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._dirty or self._clear or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(min(left, 0.01))
        return True

    def _wake(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._publish_loop, name=f"live-run-{self.run_id}", daemon=True
            )
            self._thread.start()
        self._cond.notify_all()

    def _publish_loop(self) -> None:
        while True:
            with self._cond:
                idle_since = time.monotonic()
                while not (self._dirty or self._clear):
                    left = IDLE - (time.monotonic() - idle_since)
                    if left <= 0:
                        self._thread = None
                        return
                    self._cond.wait(left)
                wait = self._last + THROTTLE - time.monotonic()
                if not self._urgent and wait > 0:  # the reply so far, or a step's key to delete
                    self._cond.wait(wait)
                    continue
                state, tell_clear = (self._state if self._dirty else None), self._tell_clear
                self._dirty = self._urgent = self._clear = self._tell_clear = False
                self._busy = True
                self._last = time.monotonic()
            try:
                _publish(self.run_id, state, tell=state is not None or tell_clear)
            except Exception:  # progress is never worth a run
                logger.warning("could not publish run %s's live state", self.run_id, exc_info=True)
            with self._cond:
                self._busy = False
                self._cond.notify_all()
