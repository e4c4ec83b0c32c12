"""A run's progress between two steps, on its way to the browsers: never in the database.

The harness tells its sink what is happening (`harness.live`): a model call
started, the reply so far, a tool started, a pause for a reviewer.
`runs.sink.DjangoSink.live` hands each update to the run's `LiveRelay`, which
keeps the latest state and publishes it from one thread of its own, at most
every `THROTTLE` seconds for the reply so far (always the latest text; the
other updates go at once): the state goes to Redis (`live_key`, expiring after
`LIVE_TTL` seconds, so a viewer who connects mid-reply is sent it after the
backfill) and its fragment to the run's live group, whose members are web
processes, not viewers: each hands it to its own viewers of the run
(runs.consumers), so an update is one channel message per process. When a step commits, its state
is dropped and the key deleted; consumers drop any update for a step they
have already shown, so a late one cannot bring a committed reply back.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from typing import Any

import redis
from django.conf import settings
from django.utils import timezone

from harness.live import LiveUpdate, ModelCallStarted, ReplySoFar, ToolRunning, WaitingForReviewer
from runs.broadcast import send_live
from runs.rendering import live_message

logger = logging.getLogger(__name__)

THROTTLE = 0.05
"""Seconds between two publishes of a run's reply so far."""
LIVE_TTL = 60
"""Seconds a run's live state stays in Redis after its last update."""
IDLE = 30.0
"""Seconds a relay's publishing thread waits for an update before it ends (it comes back)."""
SHOWN = 20_000
"""The most of a reply so far a live fragment shows: its last characters."""
ACTION_START = re.compile(r"\n\s*(?:Action|Final Answer)\s*:|\n[A-Za-z_][\w.-]*\(")
"""Where the thought of a reply so far ends: ReAct's Action or Final Answer line, or the
first `name(arguments)` line of a native tool call (`harness.backends.base.OnText`)."""


@dataclass(frozen=True, slots=True)
class LiveState:
    """What a viewer is shown of a run between two steps."""

    index: int
    """The step this is about: a viewer that shows it already drops the state."""
    text: str | None = None
    """The reply so far, None before the model has said anything."""
    waiting: str = ""
    """What the run waits for: model, tool or reviewer."""
    at: float = 0.0
    """Since when, in seconds since the epoch."""
    tool: str = ""

    def thought_and_action(self) -> tuple[str, str]:
        text = (self.text or "")[-SHOWN:]
        found = ACTION_START.search(text)
        if found is None:
            return text.strip(), ""
        return text[: found.start()].strip(), text[found.start() :].strip()

    def waiting_text(self) -> str:
        """ "waiting for the model since 12:03:04", "running read_file", "waiting for a
        reviewer"."""
        if self.waiting == "tool":
            return f"running {self.tool}"
        if self.waiting == "reviewer":
            return "waiting for a reviewer"
        if self.waiting == "model":
            return f"waiting for the model since {_clock(self.at)}"
        return ""

    def as_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, raw: str | bytes) -> LiveState | None:
        try:
            return cls(**json.loads(raw))
        except (ValueError, TypeError):
            return None


def _clock(at: float) -> str:
    return timezone.localtime(datetime.fromtimestamp(at, tz=UTC)).strftime("%H:%M:%S")


def advance(state: LiveState | None, update: LiveUpdate) -> LiveState:
    """The state after one update."""
    if isinstance(update, ModelCallStarted):
        return LiveState(index=update.index, waiting="model", at=update.at)
    if isinstance(update, ReplySoFar):
        if state is None or state.index != update.index:
            return LiveState(index=update.index, text=update.text, waiting="model", at=time.time())
        return replace(state, text=update.text)
    kept = state.text if state is not None and state.index == update.index else None
    if isinstance(update, ToolRunning):
        return LiveState(update.index, kept, "tool", update.at, update.name)
    if isinstance(update, WaitingForReviewer):
        return LiveState(update.index, kept, "reviewer", update.at)
    raise TypeError(f"not a live update: {update!r}")


# -- Redis ------------------------------------------------------------------------------


class _Clients:
    """One sync Redis client per process (made again in a forked child)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pid = 0
        self._client: redis.Redis | None = None

    def get(self) -> redis.Redis:
        with self._lock:
            if self._client is None or self._pid != os.getpid():
                self._client = redis.Redis.from_url(
                    settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2
                )
                self._pid = os.getpid()
            return self._client


_clients = _Clients()


def live_key(run_id: int) -> str:
    return f"{settings.REDIS_PREFIX}:live:run-{run_id}"


def stored_state(run_id: int) -> LiveState | None:
    """The run's live state as last published, or None (none, expired, Redis down)."""
    try:
        raw: Any = _clients.get().get(live_key(run_id))
    except redis.RedisError:
        logger.warning("could not read the live state of run %s", run_id, exc_info=True)
        return None
    return None if raw is None else LiveState.from_json(raw)


def forget(run_id: int) -> None:
    try:
        _clients.get().delete(live_key(run_id))
    except redis.RedisError:
        logger.warning("could not delete the live state of run %s", run_id, exc_info=True)


def _store(run_id: int, state: LiveState) -> None:
    try:
        _clients.get().set(live_key(run_id), state.as_json(), ex=LIVE_TTL)
    except redis.RedisError:
        logger.warning("could not store the live state of run %s", run_id, exc_info=True)


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
        self._committed = -1
        self._last = 0.0
        self._busy = False
        self._thread: threading.Thread | None = None

    def update(self, update: LiveUpdate) -> None:
        with self._cond:
            if update.index <= self._committed:
                return  # a late word about a step already committed
            self._state = advance(self._state, update)
            self._dirty = True
            self._urgent = self._urgent or not isinstance(update, ReplySoFar)
            self._wake()

    def committed(self, index: int) -> None:
        """Step `index` is in the database: its live state is dropped, its key deleted."""
        with self._cond:
            self._committed = max(self._committed, index)
            if self._state is not None and self._state.index <= index:
                self._state = None
                self._dirty = False
                self._clear = True
                self._wake()

    def ended(self) -> None:
        """The run finished or paused: what is shown of a step that never came goes."""
        with self._cond:
            if self._state is not None and self._state.waiting == "reviewer":
                return  # the paused call stays shown, with what it waits for
            self._state = None
            self._dirty = False
            self._clear = True
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
                if self._dirty and not self._urgent and not self._clear and wait > 0:
                    self._cond.wait(wait)
                    continue
                state, clear = (self._state if self._dirty else None), self._clear
                self._dirty = self._urgent = self._clear = False
                self._busy = True
                self._last = time.monotonic()
            try:
                self._publish(state, clear)
            except Exception:  # progress is never worth a run
                logger.warning("could not publish run %s's live state", self.run_id, exc_info=True)
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def _publish(self, state: LiveState | None, clear: bool) -> None:
        if clear:
            forget(self.run_id)
            if state is None:
                send_live(live_message(self.run_id, None))
        if state is not None:
            _store(self.run_id, state)
            send_live(live_message(self.run_id, state))
