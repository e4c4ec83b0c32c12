"""RunConsumer: one WebSocket per viewer of a run, at /ws/runs/<id>/?after=N.

It closes when its session logs out or its user may no longer see the run
(accounts/sockets.py). On connect it joins the run's group first, then sends every step after N
from the database, then the live stream; a step it has sent already is
dropped and a gap is filled from the database, so a viewer that reconnects
misses nothing and sees nothing twice. After the backfill and the status bar
it sends the run's live state (runs.live: the reply so far, what the run waits
for), if any; a live update about a step it has sent already is dropped.

Live updates come many times a second to every viewer of a run, so they do not
go through each viewer's channel: each web process (each event loop) has one
channel in the run's live group (`LiveFanout`) and hands every update to its
own viewers of the run. An update is then one channel-layer message per
process, not one per viewer, and one Redis round trip each (a process
receives its channels' messages one at a time). The fan-out never waits on a
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
from typing import Any
from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from runs.broadcast import (
    ChangesMessage,
    LiveMessage,
    StatusMessage,
    StepMessage,
    group_name,
    live_group_name,
)
from runs.live import LiveState, stored_state
from runs.models import Run, Step
from runs.rendering import live_message, status_message, step_message
from web.sockets import AccessConsumer

logger = logging.getLogger(__name__)
CLOSE_BAD_REQUEST = 4400
BACKFILL_CHUNK = 200


class LiveFanout:
    """One process's (one event loop's) viewers of each run, and its one channel in each of
    their runs' live groups; a live update that comes in is handed to each of the run's
    viewers (`RunConsumer.offer_live`, which does not wait for the send)."""

    def __init__(self, layer: Any) -> None:
        self.layer = layer
        self.viewers: dict[int, set[RunConsumer]] = {}
        self.channel = ""
        self._lock = asyncio.Lock()
        self._reader: asyncio.Task[None] | None = None

    async def add(self, run_id: int, viewer: RunConsumer) -> None:
        async with self._lock:
            if not self.channel:
                self.channel = await self.layer.new_channel()
                self._reader = asyncio.create_task(self._read())
            first = run_id not in self.viewers
            self.viewers.setdefault(run_id, set()).add(viewer)
            if first:
                await self.layer.group_add(live_group_name(run_id), self.channel)

    async def remove(self, run_id: int, viewer: RunConsumer) -> None:
        async with self._lock:
            viewers = self.viewers.get(run_id)
            if viewers is None or viewer not in viewers:
                return
            viewers.discard(viewer)
            if not viewers:
                del self.viewers[run_id]
                await self.layer.group_discard(live_group_name(run_id), self.channel)

    async def _read(self) -> None:
        while True:
            try:
                message = await self.layer.receive(self.channel)
            except Exception:  # Redis away: live updates pause, the steps still backfill
                logger.warning("live updates: could not receive", exc_info=True)
                await asyncio.sleep(1.0)
                continue
            for viewer in list(self.viewers.get(message.get("run_id", -1), ())):
                viewer.offer_live(message)


_fanouts: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, LiveFanout] = (
    weakref.WeakKeyDictionary()
)


def fanout_for(layer: Any) -> LiveFanout:
    """This event loop's fan-out on `layer` (a new one for a new layer, as in tests)."""
    loop = asyncio.get_running_loop()
    fanout = _fanouts.get(loop)
    if fanout is None or fanout.layer is not layer:
        fanout = _fanouts[loop] = LiveFanout(layer)
    return fanout


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
        await fanout_for(self.channel_layer).add(self.run_id, self)

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
            await fanout_for(self.channel_layer).remove(self.run_id, self)
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
    return [step_message(step) for step in steps.order_by("index")[:BACKFILL_CHUNK]]


@sync_to_async
def _live_state(run_id: int) -> LiveState | None:
    return stored_state(run_id)


@database_sync_to_async
def _status(run_id: int) -> StatusMessage:
    return status_message(Run.objects.get(pk=run_id))
