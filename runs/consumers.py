"""RunConsumer: one WebSocket per viewer of a run, at /ws/runs/<id>/?after=N.

It closes when its session logs out or its user may no longer see the run
(accounts/sockets.py). On connect it joins the run's group first, then sends every step after N
from the database, then the live stream; a step it has sent already is
dropped and a gap is filled from the database, so a viewer that reconnects
misses nothing and sees nothing twice. After the backfill and the status bar
it sends the run's live state (runs.live: the reply so far, what the run waits
for), if any; a live update about a step it has sent already is dropped.
"""

from __future__ import annotations

from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from runs.broadcast import ChangesMessage, LiveMessage, StatusMessage, StepMessage, group_name
from runs.live import LiveState, stored_state
from runs.models import Run, Step
from runs.rendering import live_message, status_message, step_message
from web.sockets import AccessConsumer

CLOSE_BAD_REQUEST = 4400
BACKFILL_CHUNK = 200


class RunConsumer(AccessConsumer):
    run_id: int
    last_index: int

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

    async def started(self) -> None:
        await self._send_from_database(upto=None)
        await self.send(text_data=(await _status(self.run_id))["html"])
        state = await _live_state(self.run_id)
        if state is not None and state.index > self.last_index:
            await self.send(text_data=live_message(state)["html"])

    async def disconnect(self, code: int) -> None:
        if hasattr(self, "last_index"):
            await self.channel_layer.group_discard(group_name(self.run_id), self.channel_name)

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

    async def run_live(self, message: LiveMessage) -> None:
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
    return [step_message(step) for step in steps.order_by("index")[:BACKFILL_CHUNK]]


@sync_to_async
def _live_state(run_id: int) -> LiveState | None:
    return stored_state(run_id)


@database_sync_to_async
def _status(run_id: int) -> StatusMessage:
    return status_message(Run.objects.get(pk=run_id))
