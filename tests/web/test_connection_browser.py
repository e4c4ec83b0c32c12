"""In headless Chromium, a run page whose socket is refused or dropped is never silent.

What was tried, with Playwright standing between the page and the server's socket:
- every socket the page opens refused (closed at once with 1011, as a server error would)
  while a scripted run goes on and ends: the page says it is offline and reconnecting,
  with the time of its last update, and shows the run's end from the status bar it asks
  for, within a few seconds of the end, without a socket;
- a socket that worked, then dropped mid-run and refused for a while: the page says so
  at once, then reconnects on its own and catches up (every step, once, in order);
- the server closing the socket for good (4401, as on logout): the page says that live
  updates stopped, and why.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute

from runs.models import Run, Status
from runs.services import launch_run
from tests.web.conftest import (
    People,
    Worker,
    idle_run,
    log_in,
    scripted,
    timeline_indices,
    wait_for_run,
    wait_for_steps,
)

pytestmark = pytest.mark.django_db(transaction=True)
SOCKETS = "**/ws/runs/**"
SERVER_ERROR = 1011
"""A close code the ws extension reconnects after (so do 1006, 1012 and 1013)."""


def _run(people: People, delay: float) -> Run:
    return launch_run(user=people.owner, goal="g", config=scripted("recovery", delay=delay))


def _state(page: Page) -> str:
    return page.get_attribute("[data-connection]", "data-connection") or ""


def test_a_refused_socket_is_shown_and_the_end_still_comes_by_polling(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    log_in(page, asgi_server, "alice")
    refused: list[str] = []

    def refuse(socket: WebSocketRoute) -> None:
        refused.append(socket.url)
        socket.close(code=SERVER_ERROR, reason="refused by the test")

    page.route_web_socket(SOCKETS, refuse)
    run = _run(people, delay=0.8)
    page.goto(f"{asgi_server}/runs/{run.pk}/")
    page.wait_for_selector('[data-connection="offline"]', timeout=10_000)
    text = page.text_content("[data-connection]") or ""
    assert "Offline since" in text and "reconnecting" in text and "last update" in text, text
    assert page.locator("#run-status[data-active]").count() == 1

    ended = wait_for_run(run.pk, timeout=90)
    assert ended.status == Status.ANSWERED
    started = time.monotonic()
    page.wait_for_selector('#run-status[data-status="answered"]', timeout=15_000)
    assert time.monotonic() - started < 10, "the end is shown within a few seconds"
    assert _state(page) == "offline", "no socket got through"
    assert len(refused) >= 2, f"the page kept trying: {refused}"


def test_a_dropped_socket_is_shown_at_once_and_the_page_catches_up(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    log_in(page, asgi_server, "alice")
    sockets: list[WebSocketRoute] = []
    allow = {"connect": True}

    def relay(socket: WebSocketRoute) -> None:
        if not allow["connect"]:
            socket.close(code=SERVER_ERROR, reason="refused by the test")
            return
        socket.connect_to_server()
        sockets.append(socket)

    page.route_web_socket(SOCKETS, relay)
    run = _run(people, delay=1.5)
    page.goto(f"{asgi_server}/runs/{run.pk}/")
    page.wait_for_selector('[data-connection="live"]', timeout=10_000)
    page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)
    assert "Live" in (page.text_content("[data-connection-text]") or "")
    assert "last update" in (page.text_content("[data-connection-time]") or "")

    allow["connect"] = False
    sockets[-1].close(code=SERVER_ERROR, reason="dropped by the test")
    page.wait_for_selector('[data-connection="offline"]', timeout=5_000)
    shown = timeline_indices(page)
    wait_for_steps(run.pk, len(shown) + 1)  # a step commits while the page is offline
    assert timeline_indices(page) == shown, "nothing came while the socket was down"
    assert page.evaluate("htmx.config.wsReconnectDelay(20)") <= 8_000, "tries again soon"
    allow["connect"] = True

    page.wait_for_selector('[data-connection="live"]', timeout=20_000)
    assert wait_for_run(run.pk, timeout=90).status == Status.ANSWERED
    page.wait_for_selector('#run-status[data-status="answered"]', timeout=15_000)
    page.wait_for_function("document.querySelectorAll('#timeline [data-step-index]').length == 5")
    assert timeline_indices(page) == list(range(5)), "every step, once, in order"
    assert len(sockets) >= 2, "the page reconnected on its own"


def test_a_poll_after_signing_out_leaves_the_status_bar_alone(
    people: People, asgi_server: str, browser: Browser
):
    """Tried: the session's cookies cleared while the socket is refused, so the status bar
    the page asks for answers with a redirect to the login page."""
    context = browser.new_context()
    page = context.new_page()
    log_in(page, asgi_server, "alice")
    page.route_web_socket(SOCKETS, lambda socket: socket.close(code=SERVER_ERROR))
    run = idle_run(people.owner)
    page.goto(f"{asgi_server}/runs/{run.pk}/")
    page.wait_for_selector('[data-connection="offline"]', timeout=10_000)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    context.clear_cookies()
    deadline = time.monotonic() + 10
    while not any("/status/" in url for url in asked) and time.monotonic() < deadline:
        page.wait_for_timeout(500)
    page.wait_for_timeout(1_000)
    assert any(url.endswith(f"/runs/{run.pk}/status/") for url in asked), "the page asked"
    assert page.locator("#run-status[data-active]").count() == 1, "the bar is still the bar"
    assert page.locator("input[name=password]").count() == 0, "no login form in the page"
    context.close()


def test_a_socket_the_server_closes_for_good_says_why(
    people: People, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    log_in(page, asgi_server, "alice")

    def logged_out(socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()
        socket.on_message(lambda message: None)  # nothing from the page reaches the server
        server.on_message(lambda message: socket.close(code=4401, reason="signed out"))

    page.route_web_socket(SOCKETS, logged_out)
    run = idle_run(people.owner)
    page.goto(f"{asgi_server}/runs/{run.pk}/")
    page.wait_for_selector('[data-connection="closed"]', timeout=10_000)
    assert "you are signed out" in (page.text_content("[data-connection-text]") or "")
