"""RunConsumer: one WebSocket per viewer of a run, at /ws/runs/<id>/?after=N.

It closes when its session logs out or its user may no longer see the run
(web/sockets.py). On connect it listens on the run's channel first (web.fanout: one
subscription per process, a queue and a task per viewer), then sends every step after N
from the database, the status bar and the run's live state (runs.live: the reply so far,
what the run waits for), if any, then what came meanwhile and after, in order; a step it
has sent already is dropped and a gap is filled from the database, so a viewer that
reconnects misses nothing and sees nothing twice. A live update about a step it has sent
already is dropped, and a live message is the whole live state, so a newer one replaces
one waiting at its queue's end: a viewer who reads slowly (or stops) skips states. When
the fan-out says messages may have been missed (its subscription made again, the viewer
`web.fanout.MAX_PENDING` messages behind), the viewer reads the steps after its last one
and the status bar from the database again (`RunConsumer.catch_up`).
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from artifacts.packets import cited_by_steps, expired_ids
from runs.broadcast import LiveMessage, StepMessage, is_run_message, run_channel_name
from runs.live import LiveState, stored_state
from runs.models import Run, Step
from runs.rendering import live_message, review_message, status_message, step_message
from runs.time_chart import with_pauses
from web.broadcast import Shape
from web.fanout import StreamConsumer

CLOSE_BAD_REQUEST = 4400
BACKFILL_CHUNK = 200


class RunConsumer(StreamConsumer):
    run_id: int
    last_index: int
    latest_only = frozenset({"run.live"})

    async def connect(self) -> None:
        self.run_id = int(self.scope["url_route"]["kwargs"]["run_id"])
        await super().connect()

    async def allowed(self, user: User) -> bool:
        return await _can_view(user, self.run_id)

    async def stream(self, user: User) -> Mapping[str, Shape]:
        """The run's channel, listened on before the backfill: nothing falls between."""
        after = _after(self.scope.get("query_string", b""))
        if after is None:
            await self.refuse(CLOSE_BAD_REQUEST)
            return {}
        self.last_index = after
        return {run_channel_name(self.run_id): is_run_message}

    async def catch_up(self) -> None:
        """The steps after the last one sent, the status bar, the review cards and the live
        state, read from the database and Redis."""
        await self._send_from_database(upto=None)
        await self.send(text_data=await _status_and_review(self.run_id))
        state = await _live_state(self.run_id)
        if state is not None and state.index > self.last_index:
            await self.send(text_data=live_message(self.run_id, state)["html"])

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

    # the status bar, the Changes loader, a review card: sent as they are
    run_status = run_changes = run_review = StreamConsumer.send_html

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
    steps = with_pauses(Step.objects.filter(run_id=run_id, index__gt=after))
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
