"""ReviewConsumer over the real ASGI stack and Redis pub/sub (web.fanout): who receives which
approval card, live."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User

from config.asgi import application
from harness.agent.shapes import Action
from harness.reporting.events import RunPaused
from runs.approvals import decide, record_pause
from runs.models import Run, Status
from tests.web.conftest import People, idle_run
from tests.web.test_consumer import _cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def _connect(user: User | None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://127.0.0.1"), (b"host", b"127.0.0.1")]
    if user is not None:
        headers.append((b"cookie", await sync_to_async(_cookie)(user)))
    communicator = WebsocketCommunicator(application, "/ws/review/", headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


def _pause(owner: User) -> int:
    run = idle_run(owner, scenario="research-and-write")
    Run.objects.filter(pk=run.pk).update(status=Status.AWAITING_APPROVAL)
    action = Action(tool="write_file", arguments={"path": "notes.md", "content": "<b>x</b>"})
    event = RunPaused(index=1, call_id="c1", action=action, kind="tainted_write", reason="r")
    return record_pause(run.pk, event).pk


async def test_a_visitor_without_a_session_is_closed(people: People):
    communicator = await _connect(None)
    assert (await communicator.receive_output(timeout=5))["code"] == 4401


async def test_the_team_sees_a_new_card_and_its_decision_and_an_outsider_sees_neither(
    people: People,
):
    teammate, outsider = await _connect(people.teammate), await _connect(people.outsider)
    approval_id = await sync_to_async(_pause)(people.owner)
    card = await teammate.receive_from(timeout=10)
    assert f'id="approval-{approval_id}"' in card and 'hx-swap-oob="beforeend:#queue"' in card
    assert "&lt;b&gt;x&lt;/b&gt;" in card and "<b>x</b>" not in card, "arguments are escaped"
    await sync_to_async(decide)(approval_id=approval_id, user=people.owner, decision="approve")
    decided = await teammate.receive_from(timeout=10)
    assert 'data-status="approved"' in decided and 'hx-swap-oob="true"' in decided
    assert await outsider.receive_nothing(timeout=1)
    await teammate.disconnect()
    await outsider.disconnect()
