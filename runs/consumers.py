"""RunConsumer: one WebSocket per viewer of a run, at /ws/runs/<id>/?after=N.

It closes when its session logs out or its user may no longer see the run
(web/sockets.py). On connect it subscribes to the run's messages first, then sends every
step after N from the database, the status bar and the run's live state (runs.live: the
reply so far, what the run waits for), if any, then what came meanwhile and after, in
order; a step it has sent already is dropped and a gap is filled from the database, so a
viewer that reconnects misses nothing and sees nothing twice. A live update about a step
it has sent already is dropped.

A run's messages are published on its Redis pub/sub channel (runs.broadcast), to which
each web process (each event loop) with viewers of the run subscribes once (`RunFanout`)
and hands every message to its own viewers: one message per process, not one per viewer.
The fan-out never waits on a viewer: a send waits while the browser's buffer is full, so
each viewer has a queue and a task of its own. A live message is the whole live state, so
a newer one replaces one waiting at the queue's end: a viewer who reads slowly (or stops)
skips states, and the others, of this run and every other, are not held up. Pub/sub keeps
nothing for a process that is not subscribed: when the subscription had to be made again
(Redis restarted, the connection dropped), or a viewer fell `MAX_PENDING` messages behind,
the viewer reads what it missed from the database (`Resync`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import weakref
from collections import deque
from typing import Literal, TypedDict
from urllib.parse import parse_qs

import redis.asyncio
from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.conf import settings
from django.contrib.auth.models import User
from redis.backoff import NoBackoff
from redis.retry import Retry

from artifacts.packets import cited_by_steps, expired_ids
from runs.broadcast import (
    LiveMessage,
    RunMessage,
    StepMessage,
    read_message,
    run_channel_name,
)
from runs.live import LiveState, stored_state
from runs.models import Run, Step
from runs.rendering import live_message, review_message, status_message, step_message
from web.broadcast import pubsub_channel
from web.redis_clients import async_client
from web.sockets import ACCESS_KINDS, AccessConsumer, AccessMessage

logger = logging.getLogger(__name__)
CLOSE_BAD_REQUEST = 4400
BACKFILL_CHUNK = 200


HEALTH_CHECK = 15
"""Seconds between redis-py's pings on a quiet subscription (a connection Redis closed is
found then, and made again, subscribed to the same channels). A connection that goes
silent without closing is not found this way: TCP keepalive finds it, later."""
CONNECT_TIMEOUT = 2.0
"""Seconds a connection to Redis may take; viewers connecting meanwhile wait for it."""
READ_WAIT = 1.0
"""Seconds the reader waits for a message before it asks again: after Redis was away, the
viewers catch up (`Resync`) at most this long after it is back."""
CLIENT_NAME = "loopglass-viewers"
"""The fan-out connection's name in Redis's CLIENT LIST."""
MAX_PENDING = 500
"""Messages a viewer may have waiting to be sent; past it they are dropped, and the viewer
is sent what it missed from the database instead (`Resync`)."""


class Resync(TypedDict):
    """Not a published message: a viewer may have missed some (its process's subscription
    was made again, or it fell too far behind), so it reads the steps after its last one
    and the status bar from the database."""

    type: Literal["run.resync"]


RESYNC: Resync = {"type": "run.resync"}
Pending = RunMessage | AccessMessage | Resync


class RunFanout:
    """One process's (one event loop's) viewers, and its one subscription to each pub/sub
    channel they listen to: their runs' (runs.broadcast.run_channel_name), and their
    sessions' and users' (web.sockets). A message that comes in is handed to each viewer
    listening on its channel (`RunConsumer.offer`, which does not wait for the send), in the
    order Redis published them. With no viewer left, the connection is closed."""

    def __init__(self) -> None:
        self.listeners: dict[str, set[RunConsumer]] = {}
        """The viewers listening on each channel subscribed to, by its full name."""
        self._lock = asyncio.Lock()
        self._pubsub: redis.asyncio.client.PubSub | None = None
        self._reader: asyncio.Task[None] | None = None

    async def add(self, viewer: RunConsumer, names: list[str]) -> None:
        async with self._lock:
            if self._pubsub is None:
                client = async_client(
                    settings.REDIS_URL,
                    health_check_interval=HEALTH_CHECK,
                    client_name=CLIENT_NAME,
                    socket_connect_timeout=CONNECT_TIMEOUT,
                    socket_keepalive=True,  # TCP and TLS only: a unix socket takes none
                    # no retry inside redis-py: a dropped connection must reach `_read`,
                    # which resubscribes and has every viewer catch up (Resync)
                    retry=Retry(NoBackoff(), 0),
                )
                self._pubsub = client.pubsub(ignore_subscribe_messages=True)
            channels = [pubsub_channel(name) for name in names]
            new = [channel for channel in channels if channel not in self.listeners]
            if new:  # first: a subscribe that fails (Redis away) leaves nothing claimed
                await self._pubsub.subscribe(*new)
            for channel in channels:
                self.listeners.setdefault(channel, set()).add(viewer)
            if self._reader is None:
                self._reader = asyncio.create_task(self._read(self._pubsub))

    async def remove(self, viewer: RunConsumer, names: list[str]) -> None:
        async with self._lock:
            gone = []
            for channel in map(pubsub_channel, names):
                listening = self.listeners.get(channel, set())
                listening.discard(viewer)
                if not listening and self.listeners.pop(channel, None) is not None:
                    gone.append(channel)
            if self._pubsub is None:
                return
            if not self.listeners:
                await self._close()
            elif gone:
                await self._pubsub.unsubscribe(*gone)

    async def _close(self) -> None:
        """The last viewer left: the reader stops and the connection closes."""
        pubsub, reader, self._pubsub, self._reader = self._pubsub, self._reader, None, None
        if reader is not None:
            reader.cancel()
        if pubsub is not None:
            await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves it untyped

    async def _read(self, pubsub: redis.asyncio.client.PubSub) -> None:
        missed = False
        while True:
            try:
                raw = await pubsub.get_message(timeout=READ_WAIT)
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis away: messages are lost until it is back
                logger.warning("run updates: could not receive", exc_info=True)
                missed = True
                await asyncio.sleep(1.0)
                continue
            if missed:  # subscribed again: every viewer reads what it missed
                missed = False
                for viewer in {v for listening in self.listeners.values() for v in listening}:
                    viewer.offer(RESYNC)
            if raw and raw["type"] == "message":
                try:
                    self._hand_out(raw["channel"], raw["data"])
                except Exception:  # a message none of ours published: the reader goes on
                    logger.warning("run updates: a message was dropped", exc_info=True)

    def _hand_out(self, channel: bytes | str, data: bytes | str) -> None:
        name = channel.decode() if isinstance(channel, bytes) else channel
        message = _parsed(data)
        if message is None:
            return
        for viewer in list(self.listeners.get(name, ())):
            viewer.offer(message)


def _parsed(data: bytes | str) -> Pending | None:
    """A run's message, or a session's or user's (web.sockets); None for anything else."""
    message = read_message(data)
    if message is not None:
        return message
    try:
        other = json.loads(data)
    except ValueError:
        return None
    if isinstance(other, dict) and other.get("type") in ACCESS_KINDS and len(other) == 1:
        return other  # type: ignore[return-value]  # web.sockets published it
    return None


_fanouts: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, RunFanout] = (
    weakref.WeakKeyDictionary()
)


def fanout() -> RunFanout:
    """This event loop's fan-out."""
    loop = asyncio.get_running_loop()
    found = _fanouts.get(loop)
    if found is None:
        found = _fanouts[loop] = RunFanout()
    return found


class RunConsumer(AccessConsumer):
    run_id: int
    last_index: int
    ready = False
    """Set once the backfill, the status bar and the stored live state are sent; until then
    what the fan-out hands over waits (`offer`)."""

    async def connect(self) -> None:
        self.run_id = int(self.scope["url_route"]["kwargs"]["run_id"])
        self._pending: deque[Pending] = deque()
        self._sender: asyncio.Task[None] | None = None
        self._channels: list[str] = []
        try:
            await super().connect()
        except BaseException:  # the browser left during the backfill, say: no disconnect()
            await self._leave()
            raise

    async def allowed(self, user: User) -> bool:
        return await _can_view(user, self.run_id)

    async def join(self, user: User) -> None:
        after = _after(self.scope.get("query_string", b""))
        if after is None:
            await self.refuse(CLOSE_BAD_REQUEST)
            return
        self.last_index = after
        # the run's channel, and the session's and user's (AccessConsumer's groups): before
        # the backfill, so that nothing falls between
        self._channels = [run_channel_name(self.run_id), *self.groups]
        await fanout().add(self, self._channels)

    async def started(self) -> None:
        await self._catch_up()
        self.ready = True
        self._start_sending()

    async def _catch_up(self) -> None:
        """The steps after the last one sent, the status bar, the review cards and the live
        state, read from the database and Redis."""
        await self._send_from_database(upto=None)
        await self.send(text_data=await _status_and_review(self.run_id))
        state = await _live_state(self.run_id)
        if state is not None and state.index > self.last_index:
            await self.send(text_data=live_message(self.run_id, state)["html"])

    async def disconnect(self, code: int) -> None:
        await self._leave()

    async def _leave(self) -> None:
        """No more messages: out of the fan-out, the queue dropped (twice does no harm)."""
        channels, self._channels = self._channels, []
        if channels:
            await fanout().remove(self, channels)
        self._pending.clear()
        if self._sender is not None:
            self._sender.cancel()

    def offer(self, message: Pending) -> None:
        """A message from this process's RunFanout, sent in order by this viewer's own task,
        so a viewer whose socket is slow holds up no one but itself. A live message replaces
        one waiting right before it (each is the whole live state); a viewer too far behind
        skips what waits and reads it from the database instead."""
        pending = self._pending
        if message["type"] == "run.live" and pending and pending[-1]["type"] == "run.live":
            pending[-1] = message
        elif len(pending) >= MAX_PENDING:  # what was waiting is read again, but for access
            kept = [m for m in pending if m["type"] in ACCESS_KINDS]
            pending.clear()
            pending.extend([*kept, RESYNC])
            if message["type"] in ACCESS_KINDS:
                pending.append(message)
        else:
            pending.append(message)
        self._start_sending()

    def _start_sending(self) -> None:
        if self.ready and self._pending and (self._sender is None or self._sender.done()):
            self._sender = asyncio.create_task(self._send_pending())

    async def _send_pending(self) -> None:
        while self._pending and not self.closing:
            message = self._pending.popleft()
            try:
                await self._send_one(message)
            except Exception:  # this viewer's socket, gone
                logger.debug("a message did not reach a viewer", exc_info=True)
                return

    async def _send_one(self, message: Pending) -> None:
        if message["type"] == "run.step":
            await self.run_step(message)
        elif message["type"] == "run.live":
            await self.run_live(message)
        elif message["type"] == "run.resync":
            await self._catch_up()
        elif message["type"] == "access.logged_out":
            await self.access_logged_out(message)
        elif message["type"] == "access.changed":
            await self.access_changed(message)
        else:  # the status bar, the Changes loader, a review card
            await self.send(text_data=message["html"])

    async def run_step(self, message: StepMessage) -> None:
        index = message["index"]
        if index <= self.last_index:
            return
        if index > self.last_index + 1:
            await self._send_from_database(upto=index - 1)
        await self.send(text_data=message["html"])
        self.last_index = index

    async def run_live(self, message: LiveMessage) -> None:
        """Send a live message, unless it is about a step this viewer shows already."""
        index = message["index"]
        if index is not None and index <= self.last_index:
            return  # about a step this viewer already shows
        await self.send(text_data=message["html"])

    async def _send_from_database(self, upto: int | None) -> None:
        while True:
            chunk = await _steps(self.run_id, self.last_index, upto)
            for message in chunk:
                await self.send(text_data=message["html"])
                self.last_index = message["index"]
            if len(chunk) < BACKFILL_CHUNK:
                return


def _after(query_string: bytes) -> int | None:
    """?after=N; missing or empty means from the first step; anything but an integer is None."""
    values = parse_qs(query_string.decode("latin-1")).get("after", [""])
    raw = values[-1].strip()
    if raw == "":
        return -1
    try:
        return max(int(raw), -1)
    except ValueError:
        return None


@database_sync_to_async
def _can_view(user: User, run_id: int) -> bool:
    return Run.objects.visible_to(user).filter(pk=run_id).exists()


@database_sync_to_async
def _steps(run_id: int, after: int, upto: int | None) -> list[StepMessage]:
    steps = Step.objects.filter(run_id=run_id, index__gt=after)
    if upto is not None:
        steps = steps.filter(index__lte=upto)
    chunk = list(steps.order_by("index")[:BACKFILL_CHUNK])
    expired = expired_ids(cited_by_steps(step.packet for step in chunk))  # once a chunk
    return [step_message(step, expired=expired) for step in chunk]


@sync_to_async
def _live_state(run_id: int) -> LiveState | None:
    return stored_state(run_id)


@database_sync_to_async
def _status_and_review(run_id: int) -> str:
    """The status bar and the review cards, in one message: a card that came or went
    between the page and this connection is shown right."""
    run = Run.objects.get(pk=run_id)
    return status_message(run)["html"] + review_message(run)["html"]
