"""RunConsumer over the real ASGI stack: session auth, backfill with ?after=N, live order."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.contrib.auth.models import User
from django.db import connections
from django.test import Client

from config.asgi import application
from runs.broadcast import run_channel_name, send_to_run
from runs.config import RunConfig
from runs.models import Approval, Run, Status, Step
from runs.rendering import step_message
from runs.services import launch_run
from tests.web.conftest import People, Worker, idle_run, wait_for_run
from web.broadcast import clients, pubsub_channel
from web.fanout import CLIENT_NAME

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
INDEX = re.compile(r'data-step-index="(\d+)"')


def _cookie(user: User) -> bytes:
    client = Client()
    client.force_login(user)
    name = settings.SESSION_COOKIE_NAME
    return f"{name}={client.cookies[name].value}".encode()


async def _connect(run_id: int, user: User | None, query: str = "") -> WebsocketCommunicator:
    headers = [(b"origin", b"http://127.0.0.1"), (b"host", b"127.0.0.1")]
    if user is not None:
        headers.append((b"cookie", await sync_to_async(_cookie)(user)))
    communicator = WebsocketCommunicator(application, f"/ws/runs/{run_id}/{query}", headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


def _run_with_steps(owner: User, count: int) -> Run:
    run = idle_run(owner)
    for index in range(count):
        Step.objects.create(run=run, index=index, thought=f"thought {index}")
    return run


async def _indices(communicator: WebsocketCommunicator, count: int) -> list[int]:
    """The step indices of the next messages, skipping status bars, until `count` steps came."""
    seen: list[int] = []
    while len(seen) < count:
        found = INDEX.search(await communicator.receive_from(timeout=20))
        if found:
            seen.append(int(found.group(1)))
    return seen


async def _closed_with(communicator: WebsocketCommunicator) -> Any:
    message = await communicator.receive_output(timeout=5)
    assert message["type"] == "websocket.close"
    return message.get("code")


async def test_it_closes_an_anonymous_viewer_with_4401(people: People):
    run = await sync_to_async(_run_with_steps)(people.owner, 1)
    assert await _closed_with(await _connect(run.pk, None)) == 4401


async def test_it_closes_an_outsider_with_4403(people: People):
    run = await sync_to_async(_run_with_steps)(people.owner, 1)
    assert await _closed_with(await _connect(run.pk, people.outsider)) == 4403
    assert await _closed_with(await _connect(999_999, people.owner)) == 4403


async def test_it_refuses_an_after_that_is_not_a_number(people: People):
    run = await sync_to_async(_run_with_steps)(people.owner, 1)
    assert await _closed_with(await _connect(run.pk, people.owner, "?after=two")) == 4400


@pytest.mark.parametrize(
    ("query", "expected"), [("", [0, 1, 2, 3]), ("?after=-1", [0, 1, 2, 3]), ("?after=1", [2, 3])]
)
async def test_it_sends_the_steps_after_n_from_the_database(
    people: People, query: str, expected: list[int]
):
    run = await sync_to_async(_run_with_steps)(people.owner, 4)
    communicator = await _connect(run.pk, people.teammate, query)
    assert await _indices(communicator, len(expected)) == expected
    status = await communicator.receive_from(timeout=5)
    assert 'id="run-status"' in status and 'hx-swap-oob="true"' in status
    await communicator.disconnect()


async def test_it_drops_a_repeat_and_fills_a_gap_from_the_database(people: People):
    run = await sync_to_async(_run_with_steps)(people.owner, 2)
    communicator = await _connect(run.pk, people.owner)
    assert await _indices(communicator, 2) == [0, 1]
    await communicator.receive_from(timeout=5)  # the status bar

    def later_steps() -> None:
        send_to_run(run.pk, step_message(Step.objects.get(run=run, index=1)))  # a repeat
        Step.objects.create(run=run, index=2, thought="committed, but its message was lost")
        send_to_run(run.pk, step_message(Step.objects.create(run=run, index=3, thought="t")))

    await sync_to_async(later_steps)()
    assert await _indices(communicator, 2) == [2, 3]
    assert await communicator.receive_nothing(timeout=0.5)
    await communicator.disconnect()


async def test_it_streams_a_live_run_in_order_and_ends_with_its_status(
    people: People, celery_worker: Worker
):
    config = RunConfig.model_validate(
        {"backend": {"kind": "scripted", "scenario": "recovery", "delay": 0.3}}
    )
    run = await sync_to_async(launch_run)(user=people.owner, goal="g", config=config)
    communicator = await _connect(run.pk, people.owner)
    assert await _indices(communicator, 5) == [0, 1, 2, 3, 4]
    last = ""
    while 'data-status="answered"' not in last:
        last = await communicator.receive_from(timeout=20)
    await communicator.disconnect()


async def test_it_backfills_a_reconnect_without_repeats(people: People, celery_worker: Worker):
    config = RunConfig.model_validate(
        {"backend": {"kind": "scripted", "scenario": "recovery", "delay": 0.4}}
    )
    run = await sync_to_async(launch_run)(user=people.owner, goal="g", config=config)
    first = await _connect(run.pk, people.owner)
    got = await _indices(first, 2)
    await first.disconnect()  # the viewer drops; the run goes on
    again = await _connect(run.pk, people.owner, f"?after={got[-1]}")
    got += await _indices(again, 5 - len(got))
    await again.disconnect()
    assert got == [0, 1, 2, 3, 4]
    await sync_to_async(wait_for_run)(run.pk)  # the worker's last writes, before the flush


async def test_it_keeps_a_viewer_through_a_quiet_spell(people: People):
    # A model may think for longer than Redis's default 5 s socket timeout; tried: 6 s of silence.
    run = await sync_to_async(idle_run)(people.owner)
    communicator = await _connect(run.pk, people.owner)
    await communicator.receive_from(timeout=5)  # the status bar
    assert await communicator.receive_nothing(timeout=6.5)
    await sync_to_async(
        lambda: send_to_run(
            run.pk,
            step_message(Step.objects.create(run=run, index=0, thought="after a long think")),
        )
    )()
    assert await _indices(communicator, 1) == [0]
    await communicator.disconnect()


VIEWERS_AT_ONCE = 150


async def test_many_viewers_connecting_at_once_all_get_in_and_see_the_step(people: People):
    """Tried: 150 viewers of one run connecting to one process in the same moment. redis-py 8
    caps a pool at 100 connections and fails past it at once; the process's viewers share
    one subscription (web.fanout), so none is refused."""
    run = await sync_to_async(idle_run)(people.owner)
    viewers = await asyncio.gather(
        *(_connect(run.pk, people.owner) for _ in range(VIEWERS_AT_ONCE))
    )
    for viewer in viewers:
        assert "run-status" in await viewer.receive_from(timeout=20)
    step = await sync_to_async(Step.objects.create)(run=run, index=0, thought="for everyone")
    await sync_to_async(send_to_run)(run.pk, step_message(step))
    for viewer in viewers:
        assert await _indices(viewer, 1) == [0]
    await asyncio.gather(*(viewer.disconnect() for viewer in viewers))
    await database_sync_to_async(connections.close_all)()  # the consumers' thread's


def _kill_fanout_connections() -> int:
    """Close this process's viewer subscriptions from Redis's side, as a restart would."""
    killed = 0
    for client in clients.get().client_list():
        if client.get("name") == CLIENT_NAME:
            killed += clients.get().client_kill_filter(_id=client["id"])
    return killed


async def test_a_viewer_whose_subscription_dropped_reads_what_it_missed(people: People):
    """Tried: Redis closing the process's subscription, a step committed and published
    while it was gone (lost: pub/sub keeps nothing), then nothing more. The viewer is sent
    the step from the database once the subscription is back, and the status bar."""
    run = await sync_to_async(_run_with_steps)(people.owner, 1)
    viewer = await _connect(run.pk, people.owner)
    assert await _indices(viewer, 1) == [0]
    assert await sync_to_async(_kill_fanout_connections)() == 1
    step = await sync_to_async(Step.objects.create)(run=run, index=1, thought="while away")
    await sync_to_async(send_to_run)(run.pk, step_message(step))
    assert await _indices(viewer, 1) == [1]
    assert "run-status" in await viewer.receive_from(timeout=20)
    await viewer.disconnect()
    await database_sync_to_async(connections.close_all)()


async def test_messages_none_of_ours_published_are_dropped_and_the_stream_goes_on(people: People):
    """Tried: whoever may PUBLISH to Redis sending the run's channel a non-JSON payload, a
    type that is a list, a step without an index, a string index and a 100,000-deep list
    (RecursionError in json). None is shown; the next real step is."""
    run = await sync_to_async(idle_run)(people.owner)
    viewer = await _connect(run.pk, people.owner)
    assert "run-status" in await viewer.receive_from(timeout=10)
    channel = pubsub_channel(run_channel_name(run.pk))
    hostile = [
        b"\xff not json",
        b'{"type": []}',
        b'{"type": "run.step", "html": "<b>no index</b>"}',
        b'{"type": "run.step", "index": "7", "html": "<b>string index</b>"}',
        b"[" * 100_000,
    ]
    for payload in hostile:
        await sync_to_async(clients.get().publish)(channel, payload)
    step = await sync_to_async(Step.objects.create)(run=run, index=0, thought="real")
    await sync_to_async(send_to_run)(run.pk, step_message(step))
    assert await _indices(viewer, 1) == [0]
    assert await viewer.receive_nothing(timeout=0.5)
    await viewer.disconnect()
    await database_sync_to_async(connections.close_all)()


def _paused_run(owner: User) -> tuple[Run, int]:
    """A run waiting for a reviewer, its card made after any page could have shown it."""
    run = idle_run(owner)
    Run.objects.filter(pk=run.pk).update(status=Status.AWAITING_APPROVAL)
    approval = Approval.objects.create(
        run=run,
        call_id="c1",
        step_index=0,
        kind="tainted_write",
        tool="write_file",
        arguments={"path": "notes.md"},
        reason="write_file writes while the context is tainted",
    )
    return run, approval.pk


async def test_a_viewer_connecting_to_a_paused_run_is_sent_its_cards_with_the_status(
    people: People,
):
    """A card made between the page and its socket would be missed (its `new` message went
    before the socket listened): the status bar comes with the run's cards, whole, once
    the run goes on, with none, so a decided card never stays to be clicked."""
    run, approval = await sync_to_async(_paused_run)(people.owner)
    communicator = await _connect(run.pk, people.teammate)
    frame = await communicator.receive_from(timeout=5)
    assert 'id="run-status"' in frame and '<section id="run-review"' in frame
    assert f'id="approval-{approval}"' in frame and 'data-status="pending"' in frame
    await communicator.disconnect()
    await sync_to_async(Run.objects.filter(pk=run.pk).update)(status=Status.QUEUED)
    communicator = await _connect(run.pk, people.teammate)
    frame = await communicator.receive_from(timeout=5)
    assert '<section id="run-review"' in frame and f'id="approval-{approval}"' not in frame
    await communicator.disconnect()
