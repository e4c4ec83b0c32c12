"""RunConsumer: one WebSocket per viewer of a run, at /ws/runs/<id>/?after=N.

It closes when its session logs out or its user may no longer see the run
(accounts/sockets.py). On connect it joins the run's group first, then sends every step after N
from the database, then the live stream; a step it has sent already is
dropped and a gap is filled from the database, so a viewer that reconnects
misses nothing and sees nothing twice. After the backfill and the status bar
it sends the run's live state (runs.live: the reply so far, what the run waits
for), if any; a live update about a step it has sent already is dropped.

Live updates come many times a second to every viewer of a run, so they do not
go through the channel layer: the worker publishes each on the run's Redis pub/sub
channel (runs.live), to which each web process (each event loop) with viewers of
the run subscribes once (`LiveFanout`) and hands every update to its own viewers
of the run. An update is then one PUBLISH for the worker and one message per
process, not one per viewer. The fan-out never waits on a
viewer: a send waits while the browser's buffer is full, so each viewer keeps
only its latest live message not yet sent, sent by a task of its own. A live
message is the whole live state, so a newer one replaces the pending one: a viewer
who reads slowly (or stops) skips states, and the others, of this run and every
other, are not held up.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from urllib.parse import parse_qs

import redis.asyncio
from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.conf import settings
from django.contrib.auth.models import User

from artifacts.packets import cited_by_steps, expired_ids
from runs.broadcast import ChangesMessage, LiveMessage, StatusMessage, StepMessage, group_name
from runs.live import LiveState, live_channel, read_message, stored_state
from runs.models import Run, Step
from runs.rendering import live_message, status_message, step_message
from web.sockets import AccessConsumer

logger = logging.getLogger(__name__)
CLOSE_BAD_REQUEST = 4400
BACKFILL_CHUNK = 200


HEALTH_CHECK = 15
"""Seconds between pings on a quiet subscription, so a dead connection is found and made
again (redis-py subscribes it to the same channels)."""
READ_WAIT = 5.0
"""Seconds the reader waits for a message before it checks the connection's health."""


class LiveFanout:
    """One process's (one event loop's) viewers of each run, and its one subscription to
    each of their runs' live channels; a live update that comes in is handed to each of the
    run's viewers (`RunConsumer.offer_live`, which does not wait for the send). With no
    viewer left, the subscription and its connection are closed."""

    def __init__(self) -> None:
        self.viewers: dict[int, set[RunConsumer]] = {}
        self._lock = asyncio.Lock()
        self._pubsub: redis.asyncio.client.PubSub | None = None
        self._reader: asyncio.Task[None] | None = None

    async def add(self, run_id: int, viewer: RunConsumer) -> None:
        async with self._lock:
            first = run_id not in self.viewers
            self.viewers.setdefault(run_id, set()).add(viewer)
            if not first:
                return
            if self._pubsub is None:
                client = redis.asyncio.Redis.from_url(
                    settings.REDIS_URL, health_check_interval=HEALTH_CHECK
                )
                self._pubsub = client.pubsub(ignore_subscribe_messages=True)
            await self._pubsub.subscribe(live_channel(run_id))
            if self._reader is None:
                self._reader = asyncio.create_task(self._read(self._pubsub))

    async def remove(self, run_id: int, viewer: RunConsumer) -> None:
        async with self._lock:
            viewers = self.viewers.get(run_id)
            if viewers is None or viewer not in viewers:
                return
            viewers.discard(viewer)
            if viewers:
                return
            del self.viewers[run_id]
            if self._pubsub is None:
                return
            if self.viewers:
                await self._pubsub.unsubscribe(live_channel(run_id))
                return
            await self._close()

    async def _close(self) -> None:
        """The last viewer left: the reader stops and the connection closes."""
        pubsub, reader, self._pubsub, self._reader = self._pubsub, self._reader, None, None
        if reader is not None:
            reader.cancel()
        if pubsub is not None:
            await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves it untyped

    async def _read(self, pubsub: redis.asyncio.client.PubSub) -> None:
        while True:
            try:
                raw = await pubsub.get_message(timeout=READ_WAIT)
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis away: live updates pause, the steps still backfill
                logger.warning("live updates: could not receive", exc_info=True)
                await asyncio.sleep(1.0)
                continue
            message = read_message(raw["data"]) if raw and raw["type"] == "message" else None
            if message is None:
                continue
            for viewer in list(self.viewers.get(message["run_id"], ())):
                viewer.offer_live(message)


_fanouts: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, LiveFanout] = (
    weakref.WeakKeyDictionary()
)


def fanout() -> LiveFanout:
    """This event loop's fan-out."""
    loop = asyncio.get_running_loop()
    found = _fanouts.get(loop)
    if found is None:
        found = _fanouts[loop] = LiveFanout()
    return found


class RunConsumer(AccessConsumer):
    run_id: int
    last_index: int
    live_ready = False
    """Set once the backfill, the status bar and the stored live state are sent: the fan-out
    hands live messages over directly, outside the consumer's own message order."""
    _pending: LiveMessage | None = None
    """The latest live message not yet sent (`offer_live`)."""
    _sender: asyncio.Task[None] | None = None

    async def connect(self) -> None:
        self.run_id = int(self.scope["url_route"]["kwargs"]["run_id"])
        await super().connect()

    async def allowed(self, user: User) -> bool:
        return await _can_view(user, self.run_id)

    async def join(self, user: User) -> None:
        after = _after(self.scope.get("query_string", b""))
        if after is None:
            await self.refuse(CLOSE_BAD_REQUEST)
            return
        self.last_index = after
        await self.channel_layer.group_add(group_name(self.run_id), self.channel_name)
        await fanout().add(self.run_id, self)

    async def started(self) -> None:
        await self._send_from_database(upto=None)
        await self.send(text_data=(await _status(self.run_id))["html"])
        state = await _live_state(self.run_id)
        if state is not None and state.index > self.last_index:
            await self.send(text_data=live_message(self.run_id, state)["html"])
        self.live_ready = True

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "last_index"):
            await self.channel_layer.group_discard(group_name(self.run_id), self.channel_name)
            await fanout().remove(self.run_id, self)
        self._pending = None
        if self._sender is not None:
            self._sender.cancel()

    async def run_step(self, message: StepMessage) -> None:
        index = message["index"]
        if index <= self.last_index:
            return
        if index > self.last_index + 1:
            await self._send_from_database(upto=index - 1)
        await self.send(text_data=message["html"])
        self.last_index = index

    async def run_status(self, message: StatusMessage) -> None:
        await self.send(text_data=message["html"])

    async def run_changes(self, message: ChangesMessage) -> None:
        await self.send(text_data=message["html"])

    def offer_live(self, message: LiveMessage) -> None:
        """A live message from this process's LiveFanout (runs.live publishes to the run's
        live group): it replaces the one pending, if any, and this viewer's own task sends
        it, so a viewer whose socket is slow holds up no one but itself."""
        self._pending = message
        if self._sender is None or self._sender.done():
            self._sender = asyncio.create_task(self._send_live())

    async def _send_live(self) -> None:
        while self._pending is not None:
            message, self._pending = self._pending, None
            try:
                await self.run_live(message)
            except Exception:  # this viewer's socket, gone
                logger.debug("a live update did not reach a viewer", exc_info=True)

    async def run_live(self, message: LiveMessage) -> None:
        """Send a live message, unless it is about a step this viewer shows already."""
        index = message["index"]
        if self.closing or not self.live_ready:
            return  # not yet (the stored state comes after the backfill), or no more
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
def _status(run_id: int) -> StatusMessage:
    return status_message(Run.objects.get(pk=run_id))
