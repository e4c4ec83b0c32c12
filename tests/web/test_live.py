"""The live path over the real stack: the Django sink's live updates published on Redis pub/sub
to RunConsumer (one subscription to the run's channel per process, fanning out to its
viewers), the reply so far kept in Redis for a viewer who joins mid-reply.

Tried: a reply told in 120 pieces (throttled to a few messages, the last with the whole
text, escaped), a viewer connecting mid-reply, the step committing (the key deleted, the
row emptied), a late update about the committed step, and the event log (nothing per token);
a viewer whose socket is slow (another run's viewer is not held up, the slow one skips to the
latest state); a password and a private key as the reply streams; a word from the model's
thread after the run ended.
"""

from __future__ import annotations

import asyncio
import html
import re
import time
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User
from django.urls import path

from harness.agent.shapes import Action, AgentStep, Observation
from harness.reporting.events import RunStarted, StepFinished
from harness.reporting.live import ModelCallStarted, ReplySoFar, ToolRunning
from runs.broadcast import run_channel_name, send_to_run
from runs.consumers import RunConsumer
from runs.lease import Lease, claim
from runs.live import (
    LIVE_TTL,
    SHOWN,
    THROTTLE,
    LiveRelay,
    LiveState,
    advance,
    live_key,
    stored_state,
)
from runs.models import RunEvent, Step
from runs.rendering import live_message, step_message
from runs.sink import DjangoSink
from tests.web.conftest import People, idle_run
from tests.web.test_consumer import _connect, _cookie
from web.broadcast import clients, pubsub_channel
from web.fanout import MAX_PENDING

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
REPLY = (
    " Compute it <script>alert(1)</script> & check.\nAction: calculator\n"
    'Action Input: {"expression": "6 * 7"}'
)
PIECES = 120


async def _messages(communicator: WebsocketCommunicator, quiet: float = 0.5) -> list[str]:
    """Every message until none comes for `quiet` seconds."""
    seen: list[str] = []
    while not await communicator.receive_nothing(timeout=quiet, interval=0.01):
        seen.append(await communicator.receive_from(timeout=5))
    return seen


def _live(messages: list[str]) -> list[str]:
    return [m for m in messages if 'id="live"' in m and 'id="live-reply"' in m]


def _start(people: People) -> tuple[DjangoSink, int]:
    run = idle_run(people.owner)
    assert claim(run.pk, "me")
    sink = DjangoSink(run.pk, Lease(run.pk, "me"), next_seq=0)
    sink.emit(RunStarted(goal="g", config={}, model="m", tools=[]))
    return sink, run.pk


def _tell_reply(sink: DjangoSink) -> float:
    """The reply in PIECES updates, about 1 ms apart, as a fast model streams; the seconds."""
    started = time.monotonic()
    sink.live(ModelCallStarted(index=0, turn=0, at=time.time()))
    for k in range(1, PIECES + 1):
        sink.live(ReplySoFar(index=0, turn=0, text=REPLY[: len(REPLY) * k // PIECES]))
        time.sleep(0.001)
    return time.monotonic() - started


def _commit_step(sink: DjangoSink) -> None:
    action = Action(tool="calculator", arguments={"expression": "6 * 7"})
    step = AgentStep(
        index=0,
        turn=0,
        completion=REPLY,
        thought="Compute it",
        action=action,
        observation=Observation(output="42"),
    )
    sink.emit(StepFinished(step=step))


def _live_members(run_id: int) -> Any:
    """The subscribers to the run's channel, as Redis counts them."""
    [(_, subscribers)] = clients.get().pubsub_numsub(pubsub_channel(run_channel_name(run_id)))
    return subscribers


async def _members_once_settled(run_id: int, wait: float = 10.0) -> Any:
    """The run channel's subscribers once they reach 0, or as they are after `wait` seconds:
    Redis counts a subscription until it has read the closed connection, a moment after the
    last viewer's disconnect returns (later on a busy machine: seen once in CI)."""
    deadline = time.monotonic() + wait
    while (members := await sync_to_async(_live_members)(run_id)) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return members


def _ttl(run_id: int) -> Any:
    return clients.get().ttl(live_key(run_id))


async def test_a_viewer_sees_the_reply_form_and_one_who_joins_mid_reply_gets_it(
    people: People,
) -> None:
    sink, run_id = await sync_to_async(_start)(people)
    watching = await _connect(run_id, people.owner)
    assert "run-status" in await watching.receive_from(timeout=10)

    took = await sync_to_async(_tell_reply)(sink)
    seen = _live(await _messages(watching))

    whole = html.escape(REPLY.split("\nAction:", maxsplit=1)[0].strip(), quote=False)
    assert whole in seen[-1] and "calculator {&quot;expression" not in seen[-1]
    assert "<script>" not in "".join(seen) and "&lt;script&gt;" in seen[-1]
    assert 'id="run-waiting"' in seen[-1] and "waiting for the model since " in seen[-1]
    # throttled: at most one message per THROTTLE seconds, and the latest text always sent
    assert 2 <= len(seen) <= took / THROTTLE + 3 < PIECES
    assert 'Action Input: {"expression": "6 * 7"}' in html.unescape(seen[-1])
    assert await sync_to_async(RunEvent.objects.filter(run_id=run_id).count)() == 1
    assert 0 < await sync_to_async(_ttl)(run_id) <= LIVE_TTL

    joining = await _connect(run_id, people.teammate)
    joined = await _messages(joining)
    assert "run-status" in joined[0]
    assert len(_live(joined)) == 1 and joined[-1] == seen[-1]
    # two viewers in this process, one subscription to the run's channel: one message each
    assert await sync_to_async(_live_members)(run_id) == 1

    await sync_to_async(sink.live)(ToolRunning(index=0, name="calculator", at=time.time()))
    [running] = await _messages(watching)
    assert "running calculator" in running and 'id="live-reply"' in running  # the reply stays

    await sync_to_async(_commit_step)(sink)
    after = await _messages(watching)
    assert len(after) == 1  # the step alone: its fragment empties the row, nothing else is sent
    assert 'data-step-index="0"' in after[0]
    assert '<div id="live" class="live" hx-swap-oob="true"></div>' in after[0]
    assert await sync_to_async(clients.get().exists)(live_key(run_id)) == 0
    assert await sync_to_async(Step.objects.filter(run_id=run_id).count)() == 1

    await sync_to_async(sink.live)(ReplySoFar(index=0, turn=0, text="late"))
    late = await _messages(watching)
    assert late == [] or all("late" not in m for m in late)  # a committed step's is dropped
    latecomer = await _connect(run_id, people.owner)
    assert _live(await _messages(latecomer)) == []
    for communicator in (watching, joining, latecomer):
        await communicator.disconnect()
    assert await _members_once_settled(run_id) == 0


async def test_a_viewer_drops_a_live_update_about_a_step_it_shows(people: People) -> None:
    sink, run_id = await sync_to_async(_start)(people)
    await sync_to_async(_commit_step)(sink)
    viewer = await _connect(run_id, people.owner)  # backfilled: it shows step 0
    await _messages(viewer)
    other = DjangoSink(run_id, Lease(run_id, "me"), next_seq=2)  # as a second worker would

    await sync_to_async(other.live)(ReplySoFar(index=0, turn=0, text="stale words"))
    await sync_to_async(other.live)(ReplySoFar(index=1, turn=1, text="fresh words"))
    seen = await _messages(viewer)

    assert any("fresh words" in m for m in seen)
    assert not any("stale words" in m for m in seen)
    await viewer.disconnect()


async def test_the_forming_row_hides_a_secret_as_the_committed_step_does(people: People) -> None:
    """Tried: a model that writes an AWS key into its reply as it streams."""
    sink, run_id = await sync_to_async(_start)(people)
    watching = await _connect(run_id, people.owner)
    assert "run-status" in await watching.receive_from(timeout=10)
    reply = " The key is AKIAIOSFODNN7EXAMPLE.\nAction: calculator\nAction Input: {}"
    await sync_to_async(sink.live)(ReplySoFar(index=0, turn=0, text=reply))
    seen = _live(await _messages(watching))
    assert seen and "AKIAIOSFODNN7EXAMPLE" not in "".join(seen)
    assert "[REDACTED:aws-access-key]" in seen[-1]
    await watching.disconnect()


SLOW = 3.0
"""Seconds the slow viewer's socket takes to send a live message."""


class _SlowViewer(RunConsumer):
    """A viewer whose browser reads slowly: each live message takes SLOW seconds to send."""

    async def send(
        self, text_data: str | None = None, bytes_data: bytes | None = None, close: bool = False
    ) -> None:
        if text_data is not None and 'id="live-reply"' in text_data:
            await asyncio.sleep(SLOW)
        await super().send(text_data=text_data, bytes_data=bytes_data, close=close)


async def _connect_slow(
    run_id: int, user: User, consumer: type[RunConsumer] | None = None
) -> WebsocketCommunicator:
    routes = [path("ws/runs/<int:run_id>/", (consumer or _SlowViewer).as_asgi())]
    app = AuthMiddlewareStack(URLRouter(routes))  # type: ignore[arg-type]
    headers = [(b"host", b"127.0.0.1"), (b"cookie", await sync_to_async(_cookie)(user))]
    communicator = WebsocketCommunicator(app, f"/ws/runs/{run_id}/", headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


async def test_a_slow_viewer_holds_up_no_other_viewer(people: People) -> None:
    """Both viewers in this process, so behind one Fanout (web.fanout): the slow one's sends wait,
    the other run's viewer is sent its update at once, and the slow one gets the latest."""
    slow_sink, slow_run = await sync_to_async(_start)(people)
    sink, run_id = await sync_to_async(_start)(people)
    slow = await _connect_slow(slow_run, people.owner)
    watching = await _connect(run_id, people.owner)
    assert "run-status" in await slow.receive_from(timeout=10)
    assert "run-status" in await watching.receive_from(timeout=10)

    for words in ("first words", "second words", "third words"):
        await sync_to_async(slow_sink.live)(ReplySoFar(index=0, turn=0, text=words))
        await asyncio.sleep(3 * THROTTLE)  # each one published
    started = time.monotonic()
    await sync_to_async(sink.live)(ReplySoFar(index=0, turn=0, text="quick words"))
    quick = await watching.receive_from(timeout=10)
    assert "quick words" in quick and time.monotonic() - started < SLOW / 2

    got = _live(await _messages(slow, quiet=SLOW + 1))
    assert "first words" in got[0] and "third words" in got[-1]
    assert not any("second words" in m for m in got)  # skipped: a newer state came
    for communicator in (slow, watching):
        await communicator.disconnect()


PASSWORD = "Tr0ub4dor&3xyz"
SHOWN_PASSWORD = re.compile(r'"password": "(?!\[REDACTED)[^"<\s]')


async def test_a_password_is_never_shown_as_the_reply_streams(people: People) -> None:
    """Tried: the password told a character at a time, its closing quote last."""
    sink, run_id = await sync_to_async(_start)(people)
    watching = await _connect(run_id, people.owner)
    assert "run-status" in await watching.receive_from(timeout=10)
    reply = f'Log in.\nAction: login\nAction Input: {{"user": "bob", "password": "{PASSWORD}"}}'
    start = reply.index(PASSWORD)
    seen: list[str] = []
    for end in range(start, len(reply) + 1):
        await sync_to_async(sink.live)(ReplySoFar(index=0, turn=0, text=reply[:end]))
        await sync_to_async(sink._live.flush)()
        seen += await _messages(watching, quiet=0.1)
    shown = [html.unescape(m) for m in _live(seen)]
    assert len(shown) > 3
    assert not any(PASSWORD[:3] in m or SHOWN_PASSWORD.search(m) for m in shown)
    assert '"password": "[REDACTED:password]' in shown[-1]
    await watching.disconnect()


KEY_LINES = [f"{k:02d}" + "QkFTRTY0" * 8 for k in range(40)]


def _key(newline: str) -> str:
    return newline.join(
        ["-----BEGIN RSA PRIVATE KEY-----", *KEY_LINES, "-----END RSA PRIVATE KEY-----"]
    )


async def test_a_long_reply_cut_inside_a_private_key_shows_none_of_it() -> None:
    """Tried: a reply longer than what is shown, the cut going through the key a few
    characters at a time: the key on lines of its own, then inside one long line (a JSON
    string, where the cut falls inside its BEGIN and END lines too)."""
    filler = "".join(f"line {k} of the reply.\n" for k in range(3000))
    tail = '", "x": "' + "y" * 1200 + '"})'  # no line starts soon after the END line
    for newline, before, after in (("\n", "\n", "\n"), ("\\n", 'write({"key": "', tail)):
        key = before + _key(newline) + after
        reply = filler + key + filler
        state: LiveState | None = None
        low, high = len(filler) + SHOWN - 120, len(filler) + len(key) + SHOWN + 120
        for end in range(low, high, 7):
            state = advance(state, ReplySoFar(index=0, turn=0, text=reply[:end]))
            assert state.text is not None and len(state.text) <= SHOWN + 80  # with BEGIN, END
            shown = html.unescape(live_message(1, state)["html"])
            assert "QkFTRTY0" not in shown, (newline, end)
            assert "PRIVATE KEY-----" not in shown, (newline, end)


async def test_a_word_from_the_model_after_the_run_ended_is_dropped(people: People) -> None:
    """Tried: the model's thread telling the reply so far after a cancel ended the run."""
    _, run_id = await sync_to_async(_start)(people)
    watching = await _connect(run_id, people.owner)
    assert "run-status" in await watching.receive_from(timeout=10)
    relay = LiveRelay(run_id)
    await sync_to_async(relay.update)(ReplySoFar(index=0, turn=0, text="before the end"))
    await sync_to_async(relay.flush)()
    assert any("before the end" in m for m in await _messages(watching))

    await sync_to_async(relay.ended)()
    await sync_to_async(relay.flush)()
    [cleared] = await _messages(watching)
    assert 'id="live-reply"' not in cleared
    await sync_to_async(relay.update)(ReplySoFar(index=0, turn=0, text="after the end"))
    await sync_to_async(relay.flush)()
    assert await _messages(watching) == []
    assert await sync_to_async(stored_state)(run_id) is None
    await watching.disconnect()


class _StuckViewer(RunConsumer):
    """A viewer whose browser stops reading for SLOW seconds at its first live step; it
    notes the most messages it ever had waiting."""

    stuck = False
    most_waiting = 0

    def offer(self, message: Any) -> None:
        super().offer(message)
        _StuckViewer.most_waiting = max(_StuckViewer.most_waiting, len(self._pending))

    async def send(
        self, text_data: str | None = None, bytes_data: bytes | None = None, close: bool = False
    ) -> None:
        if text_data is not None and 'data-step-index="0"' in text_data and not self.stuck:
            self.stuck = True
            await asyncio.sleep(SLOW)
        await super().send(text_data=text_data, bytes_data=bytes_data, close=close)


def _steps_published(run_id: int, count: int) -> None:
    Step.objects.bulk_create(Step(run_id=run_id, index=k, thought=f"t{k}") for k in range(count))
    for step in Step.objects.filter(run_id=run_id).order_by("index"):
        send_to_run(run_id, step_message(step))


async def test_a_viewer_too_far_behind_reads_what_it_missed_from_the_database(people: People):
    """Tried: a viewer whose socket stops while more than MAX_PENDING steps are published.
    Its queue is dropped past MAX_PENDING and it is sent the steps from the database: each
    once, in order; another viewer of the run is not held up."""
    run_id = (await sync_to_async(_start)(people))[1]
    stuck = await _connect_slow(run_id, people.owner, _StuckViewer)
    watching = await _connect(run_id, people.owner)
    for viewer in (stuck, watching):
        assert "run-status" in await viewer.receive_from(timeout=10)
    count = MAX_PENDING + 50
    started = time.monotonic()
    await sync_to_async(_steps_published)(run_id, count)
    assert await _step_indices(watching, count, timeout=SLOW) == list(range(count))
    assert time.monotonic() - started < SLOW + 30
    assert await _step_indices(stuck, count, timeout=SLOW + 30) == list(range(count))
    assert _StuckViewer.most_waiting == MAX_PENDING  # then dropped for the database
    for viewer in (stuck, watching):
        await viewer.disconnect()


async def _step_indices(viewer: WebsocketCommunicator, count: int, timeout: float) -> list[int]:
    seen: list[int] = []
    while len(seen) < count:
        message = await viewer.receive_from(timeout=timeout)
        seen += [int(i) for i in re.findall(r'data-step-index="(\d+)"', message)]
    return seen
