"""Every stream to a browser comes one way (web.fanout): a run's step, a review card and a
lab comparison's progress reach their sockets through the same per-process subscription,
and a message none of ours published on any of their channels is dropped while the stream
goes on."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User

from lab.consumers import ProgressConsumer
from lab.models import Comparison
from lab.progress import channel_name, send_progress
from reviews.consumers import ReviewConsumer
from reviews.live import team_channel
from runs.broadcast import run_channel_name, send_to_run
from runs.consumers import RunConsumer
from runs.models import Run, Step
from runs.rendering import step_message
from tests.web.conftest import People, idle_run
from tests.web.test_consumer import _connect, _indices
from tests.web.test_lab import _saved_comparison, _socket
from tests.web.test_review_socket import _connect as _connect_queue
from tests.web.test_review_socket import _pause
from web.broadcast import clients, pubsub_channel
from web.fanout import StreamConsumer, fanout

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

NOT_OURS = [
    b"not json",
    b"[1, 2]",
    b'{"html": "<p>no type</p>"}',
    b'{"type": "run.step", "index": "7", "html": "<p>x</p>"}',
    b'{"type": "run.step", "index": true, "html": "<p>x</p>"}',
    b'{"type": "run.status"}',
    b'{"type": "review.card", "html": 3}',
    b'{"type": "lab.progress", "html": null}',
    b'{"type": "lab.progress"}',
    b'{"type": "access.logged_out", "html": "<p>x</p>"}',
    b'{"type": "fanout.resync"}',
    b'{"type": "send_html", "html": "<p>a method, not a type</p>"}',
    b'{"type": "websocket.close"}',
]
"""What anyone who may PUBLISH to Redis could send: not JSON, not an object, a type of no
stream, a type of another stream, a field of the wrong kind, or a name of a method."""


class Sockets:
    """One user's run page, review queue and lab page, open in this process."""

    def __init__(
        self, run: WebsocketCommunicator, queue: WebsocketCommunicator, lab: WebsocketCommunicator
    ) -> None:
        self.run, self.queue, self.lab = run, queue, lab

    async def close(self) -> None:
        for socket in (self.run, self.queue, self.lab):
            await socket.disconnect()


def _run_and_comparison(owner: User) -> tuple[Run, Comparison]:
    return idle_run(owner), _saved_comparison(owner, summary="s")


async def _open(people: People) -> tuple[Sockets, int, Comparison]:
    """A teammate's three sockets, each past what it sends first; the run's id and the
    comparison."""
    run, comparison = await sync_to_async(_run_and_comparison)(people.owner)
    sockets = Sockets(
        await _connect(run.pk, people.teammate),
        await _connect_queue(people.teammate),
        await _socket(comparison.pk, people.teammate),
    )
    assert "run-status" in await sockets.run.receive_from(timeout=10)
    assert 'id="lab-progress"' in await sockets.lab.receive_from(timeout=10)
    return sockets, run.pk, comparison


def _publish_raw(name: str, payloads: list[bytes]) -> None:
    for payload in payloads:
        clients.get().publish(pubsub_channel(name), payload)


async def test_a_step_a_card_and_progress_come_through_the_same_fanout(people: People):
    for consumer in (RunConsumer, ReviewConsumer, ProgressConsumer):
        assert issubclass(consumer, StreamConsumer)
    sockets, run_id, comparison = await _open(people)
    kinds = {type(s) for listening in fanout().listeners.values() for s in listening}
    assert kinds == {RunConsumer, ReviewConsumer, ProgressConsumer}, "one Fanout, all three"

    await _each_stream_carries(sockets, people, run_id, comparison)


async def _each_stream_carries(
    sockets: Sockets, people: People, run_id: int, comparison: Comparison
) -> None:
    """A step, a review card and a lab progress bar, each sent the way the code sends it,
    reach the run's, the queue's and the comparison's socket; then the sockets close."""
    step = await sync_to_async(Step.objects.create)(run_id=run_id, index=0, thought="a step")
    await sync_to_async(send_to_run)(run_id, step_message(step))
    assert await _indices(sockets.run, 1) == [0]
    approval_id = await sync_to_async(_pause)(people.owner)
    assert f'id="approval-{approval_id}"' in await sockets.queue.receive_from(timeout=10)
    comparison.status, comparison.done = "running", 0
    await sync_to_async(send_progress)(comparison)
    assert 'data-status="running"' in await sockets.lab.receive_from(timeout=10)
    await sockets.close()


async def test_a_message_none_of_ours_published_is_dropped_on_every_stream(people: People):
    sockets, run_id, comparison = await _open(people)
    team_id = await sync_to_async(lambda: comparison.team_id)()
    for name in (run_channel_name(run_id), team_channel(team_id), channel_name(comparison.pk)):
        await sync_to_async(_publish_raw)(name, NOT_OURS)
    for socket in (sockets.run, sockets.queue, sockets.lab):
        assert await socket.receive_nothing(timeout=1), "dropped, and the socket still open"

    await _each_stream_carries(sockets, people, run_id, comparison)
