"""Issue 18: an open socket ends with the access it was opened with.

Logging out closes the sockets of that session (4401), not those of the user's other
sessions; losing a team (removed from it, either side of the relation, or the team
cleared), being deactivated or deleted closes the sockets that show what the user may no
longer see (4403; 4401 when the session no longer signs the user in), while a teammate's
stay open. Tried on the run, review and lab sockets over the real Redis pub/sub fan-out, and
in Chromium against uvicorn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.contrib.auth.models import User
from django.db import connections, transaction
from django.test import Client
from playwright.sync_api import Browser, BrowserContext, Page

from accounts.models import Team
from config.asgi import application
from harness.agent.shapes import Action
from harness.reporting.events import RunPaused
from lab.models import Comparison
from lab.progress import send_progress
from runs.approvals import record_pause
from runs.broadcast import send_to_run
from runs.models import Run, Step
from runs.rendering import step_message
from tests.web.conftest import People, idle_run, log_in

pytestmark = pytest.mark.django_db(transaction=True)
HEADERS = [(b"origin", b"http://127.0.0.1"), (b"host", b"127.0.0.1")]


@dataclass
class Alpha:
    """Team alpha's run and comparison, whose sockets are watched."""

    run: Run
    comparison: Comparison

    def paths(self) -> dict[str, str]:
        return {"run": f"/ws/runs/{self.run.pk}/", "review": "/ws/review/",
                "lab": f"/ws/lab/{self.comparison.pk}/"}  # fmt: skip


def _alpha(people: People) -> Alpha:
    run = idle_run(people.owner)
    comparison = Comparison.objects.create(team=run.team, reducers=["a@1", "a@2"], source="s")
    return Alpha(run, comparison)


def _session(user: User) -> Client:
    """A browser of `user`'s: a session of its own."""
    client = Client()
    client.force_login(user)
    return client


def _news(alpha: Alpha, index: int) -> str:
    """Step `index` of the run, a card in the queue and the lab's bar, each broadcast; the
    marker that the step's and the card's fragments carry."""
    step = Step.objects.create(run=alpha.run, index=index, thought=f"news {index}")
    send_to_run(alpha.run.pk, step_message(step))
    action = Action(tool="write_file", arguments={"path": "n.md", "content": f"news {index}"})
    event = RunPaused(index=index, call_id=f"c{index}", action=action, kind="k", reason="r")
    record_pause(alpha.run.pk, event)
    send_progress(alpha.comparison)
    return f"news {index}"


async def _open(path: str, client: Client) -> WebsocketCommunicator:
    name = settings.SESSION_COOKIE_NAME
    cookie = f"{name}={client.cookies[name].value}".encode()
    communicator = WebsocketCommunicator(application, path, [*HEADERS, (b"cookie", cookie)])
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


async def _open_all(alpha: Alpha, client: Client) -> dict[str, WebsocketCommunicator]:
    sockets = {name: await _open(path, client) for name, path in alpha.paths().items()}
    for name in ("run", "lab"):
        await sockets[name].receive_from(timeout=10)  # the status bar, the progress bar
    return sockets


async def _got_news(sockets: dict[str, WebsocketCommunicator], marker: str) -> None:
    """Each socket is open and passes the news on."""
    assert marker in await sockets["run"].receive_from(timeout=10)
    assert 'id="run-review"' in await sockets["run"].receive_from(timeout=10), "the pause's"
    assert marker in await sockets["review"].receive_from(timeout=10)
    assert 'id="lab-progress"' in await sockets["lab"].receive_from(timeout=10)


async def _closed(sockets: dict[str, WebsocketCommunicator]) -> dict[str, Any]:
    """The close code of each socket, which must come before any other message."""
    codes = {}
    for name, socket in sockets.items():
        message = await socket.receive_output(timeout=10)
        closed = message["type"] == "websocket.close"
        codes[name] = message.get("code") if closed else f"a message first: {message}"[:80]
    return codes


async def _disconnect(*groups: dict[str, WebsocketCommunicator]) -> None:
    for sockets in groups:
        for socket in sockets.values():
            await socket.disconnect()
    # The test's and the consumers' ORM calls share one thread, whose connection nothing
    # closes in-process (the communicator stubs channels' close_old_connections): left
    # open, it keeps PostgreSQL from dropping the test database at the end of the run.
    await sync_to_async(connections.close_all)()


@pytest.mark.asyncio
async def test_logging_out_closes_that_sessions_sockets_and_no_others(people: People):
    alpha = await sync_to_async(_alpha)(people)
    leaving = await sync_to_async(_session)(people.owner)
    staying = await sync_to_async(_session)(people.owner)
    closing, open_ = await _open_all(alpha, leaving), await _open_all(alpha, staying)
    marker = await sync_to_async(_news)(alpha, 0)
    await _got_news(closing, marker)
    await _got_news(open_, marker)

    response = await sync_to_async(leaving.post)("/accounts/logout/")
    assert response.status_code == 302
    marker = await sync_to_async(_news)(alpha, 1)
    assert await _closed(closing) == {"run": 4401, "review": 4401, "lab": 4401}
    await _got_news(open_, marker)
    await _disconnect(closing, open_)


def _remove(people: People) -> None:
    Team.objects.get(name="alpha").members.remove(people.teammate)


def _leave(people: People) -> None:
    people.teammate.teams.remove(Team.objects.get(name="alpha"))


def _set_members(people: People) -> None:
    Team.objects.get(name="alpha").members.set([people.owner])


def _leave_all(people: People) -> None:
    people.teammate.teams.clear()


def _clear_and_add_back(people: People) -> None:
    """The owner is out for a moment inside the transaction only: the check waits for the
    commit, so only the teammate's sockets close."""
    with transaction.atomic():
        team = Team.objects.get(name="alpha")
        team.members.clear()
        team.members.add(people.owner)


def _deactivate(people: People) -> None:
    people.teammate.is_active = False
    people.teammate.save()


def _new_password(people: People) -> None:
    people.teammate.set_password("another horse")
    people.teammate.save()


def _delete(people: People) -> None:
    User.objects.get(pk=people.teammate.pk).delete()


CHANGES: dict[str, tuple[Callable[[People], None], int]] = {
    "removed from the team": (_remove, 4403),
    "the user leaves the team": (_leave, 4403),
    "the members set without the user": (_set_members, 4403),
    "the user's teams cleared": (_leave_all, 4403),
    "the team cleared, the owner added back": (_clear_and_add_back, 4403),
    "deactivated": (_deactivate, 4401),
    "a new password (Django signs the other sessions out)": (_new_password, 4401),
    "deleted": (_delete, 4401),
}


@pytest.mark.asyncio
@pytest.mark.parametrize("change", list(CHANGES))
async def test_losing_access_closes_the_users_sockets_and_not_a_teammates(
    people: People, change: str
):
    alpha = await sync_to_async(_alpha)(people)
    teammate = await _open_all(alpha, await sync_to_async(_session)(people.teammate))
    owner = await _open_all(alpha, await sync_to_async(_session)(people.owner))
    marker = await sync_to_async(_news)(alpha, 0)
    await _got_news(teammate, marker)
    await _got_news(owner, marker)

    act, code = CHANGES[change]
    await sync_to_async(act)(people)
    marker = await sync_to_async(_news)(alpha, 1)
    assert await _closed(teammate) == {"run": code, "review": code, "lab": code}
    await _got_news(owner, marker)
    await _disconnect(teammate, owner)


@pytest.mark.asyncio
async def test_deleting_a_team_closes_its_members_sockets(people: People):
    """A cascade sends no m2m_changed: the team's deletion is caught on its own."""

    def gamma() -> Alpha:
        team = Team.objects.create(name="gamma")
        team.members.add(people.teammate)
        run = idle_run(people.teammate)
        Run.objects.filter(pk=run.pk).update(team=team)
        comparison = Comparison.objects.create(team=team, reducers=["a@1", "a@2"], source="s")
        return Alpha(Run.objects.get(pk=run.pk), comparison)

    team = await sync_to_async(gamma)()
    sockets = await _open_all(team, await sync_to_async(_session)(people.teammate))
    await _got_news(sockets, await sync_to_async(_news)(team, 0))
    await sync_to_async(Team.objects.filter(name="gamma").delete)()
    assert await _closed(sockets) == {"run": 4403, "review": 4403, "lab": 4403}
    await _disconnect(sockets)


@pytest.mark.asyncio
async def test_a_change_that_keeps_access_keeps_the_sockets(people: People):
    """Another team's members and the user's own details change: nothing closes."""
    alpha = await sync_to_async(_alpha)(people)
    teammate = await _open_all(alpha, await sync_to_async(_session)(people.teammate))

    def unrelated() -> None:
        Team.objects.get(name="beta").members.add(people.teammate)
        Team.objects.get(name="beta").members.remove(people.teammate)
        people.teammate.first_name = "Bob"
        people.teammate.save()

    await sync_to_async(unrelated)()
    await _got_news(teammate, await sync_to_async(_news)(alpha, 0))
    await _disconnect(teammate)


# -- in Chromium ------------------------------------------------------------------------------

RECORD_SOCKETS = """(() => {
    const Native = window.WebSocket;
    window.sockets = [];
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            const record = {url: String(args[0]), got: [], code: null};
            window.sockets.push(record);
            this.addEventListener("message", event => record.got.push(event.data));
            this.addEventListener("close", event => { record.code = event.code });
        }
    };
})();"""
"""Every socket a page opens (htmx's included), what it received and its close code."""


def _context(browser: Browser) -> BrowserContext:
    context = browser.new_context()
    context.add_init_script(RECORD_SOCKETS)
    return context


def _first_socket(page: Page) -> dict[str, Any]:
    page.wait_for_function("() => window.sockets.length > 0", timeout=30_000)
    return page.evaluate("window.sockets[0]")  # type: ignore[no-any-return]


def _wait_for_message(page: Page) -> None:
    """The first socket's first message: its consumer has joined its groups."""
    page.wait_for_function("() => window.sockets[0]?.got.length > 0", timeout=30_000)


def _wait_for_close_or(page: Page, marker: str) -> dict[str, Any]:
    """The first socket, once it closed or passed on `marker`."""
    page.wait_for_function(
        "marker => window.sockets[0].code !== null"
        " || window.sockets.some(s => s.got.some(m => m.includes(marker)))",
        arg=marker,
        timeout=30_000,
    )
    return _first_socket(page)


def _received(page: Page, marker: str) -> bool:
    """Whether any socket of the page passed on `marker`."""
    return bool(
        page.evaluate("m => window.sockets.some(s => s.got.some(g => g.includes(m)))", marker)
    )


def test_logging_out_in_another_tab_closes_the_run_page_and_not_another_browsers(
    people: People, asgi_server: str, browser: Browser
):
    """alice watches her run in one browser with two tabs, and in a second browser. She logs
    out in the first browser's other tab: its run page gets no step after that; the second
    browser's page goes on."""
    alpha = _alpha(people)
    path = f"/runs/{alpha.run.pk}/"
    leaving, staying = _context(browser), _context(browser)
    watcher, other_tab, elsewhere = leaving.new_page(), leaving.new_page(), staying.new_page()
    log_in(watcher, asgi_server, "alice", path)
    log_in(elsewhere, asgi_server, "alice", path)
    for page in (watcher, elsewhere):
        _wait_for_message(page)
    _news(alpha, 0)
    for page in (watcher, elsewhere):
        page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)

    other_tab.goto(f"{asgi_server}/runs/")
    other_tab.click("form.logout button[type=submit]")
    other_tab.wait_for_url(f"{asgi_server}/accounts/login/")
    marker = _news(alpha, 1)
    elsewhere.wait_for_selector('#timeline [data-step-index="1"]', timeout=30_000)
    socket = _wait_for_close_or(watcher, marker)
    assert not _received(watcher, marker), "a step reached the page after its logout"
    assert socket["code"] == 4401
    assert watcher.locator('#timeline [data-step-index="1"]').count() == 0
    assert _first_socket(elsewhere)["code"] is None, "the other browser's socket stays open"
    leaving.close()
    staying.close()


def test_removing_a_user_from_the_team_closes_their_run_and_review_pages(
    people: People, asgi_server: str, browser: Browser
):
    """bob (a teammate) and alice watch the run and the review queue; bob is removed from
    team alpha: his two pages are closed and get nothing more; alice's go on."""
    alpha = _alpha(people)
    path = f"/runs/{alpha.run.pk}/"
    bob, alice = _context(browser), _context(browser)
    pages = {"bob": (bob.new_page(), bob.new_page()), "alice": (alice.new_page(), alice.new_page())}
    for name, (run_page, queue_page) in pages.items():
        log_in(run_page, asgi_server, name, path)
        queue_page.goto(f"{asgi_server}/review/")
        _wait_for_message(run_page)
        # open means subscribed (web.sockets: joined before accepted); the queue has no
        # catch-up, so a card sent before then would never come
        queue_page.wait_for_selector('[data-connection="live"]', timeout=30_000)
    first = _news(alpha, 0)
    for run_page, queue_page in pages.values():
        run_page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)
        queue_page.wait_for_function(  # the card: the queue's socket watches alpha
            "m => document.querySelector('#queue').textContent.includes(m)",
            arg=first, timeout=30_000,
        )  # fmt: skip

    _remove(people)
    marker = _news(alpha, 1)
    alice_run, alice_queue = pages["alice"]
    alice_run.wait_for_selector('#timeline [data-step-index="1"]', timeout=30_000)
    alice_queue.wait_for_function(
        "m => document.querySelector('#queue').textContent.includes(m)", arg=marker,
        timeout=30_000,
    )  # fmt: skip
    for page in pages["bob"]:
        socket = _wait_for_close_or(page, marker)
        assert not _received(page, marker), f"{page.url} got news after bob left the team"
        assert socket["code"] == 4403
    assert all(_first_socket(page)["code"] is None for page in pages["alice"])
    bob.close()
    alice.close()
