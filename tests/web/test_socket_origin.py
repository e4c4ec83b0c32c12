"""Issue 18: a WebSocket opens only from the site's own origin (scheme, host and port, as the
Host header names it) or from an origin in CSRF_TRUSTED_ORIGINS.

Tried in-process with explicit headers, and in Chromium: a page served from another port of
127.0.0.1 opens the run socket with the user's cookie (the browser sends it: cookies do not
name a port) and gets nothing of the timeline.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User
from django.db import connections
from playwright.sync_api import Browser

from config.asgi import application
from runs.models import Run, Step
from tests.conftest import free_port
from tests.web.conftest import People, idle_run, log_in
from tests.web.test_consumer import _cookie

pytestmark = pytest.mark.django_db(transaction=True)
SECRET = "alpha-timeline-secret"
"""In the run's first step: the timeline a socket would send."""
SITE = "127.0.0.1:8000"


@dataclass(frozen=True)
class Handshake:
    """The headers a socket request comes with (besides the cookie), and how it came."""

    origin: str | None
    host: str | None = SITE
    scheme: str = "ws"
    extra: dict[str, str] = field(default_factory=dict)

    def headers(self) -> list[tuple[bytes, bytes]]:
        named = {"origin": self.origin, "host": self.host, **self.extra}
        return [(k.encode(), v.encode()) for k, v in named.items() if v is not None]


def _run_with_a_step(owner: User) -> Run:
    run = idle_run(owner)
    Step.objects.create(run=run, index=0, thought=SECRET)
    return run


async def _opens(handshake: Handshake, people: People) -> bool:
    """Whether the owner's socket to their run opens (and then streams the timeline)."""
    run = await sync_to_async(_run_with_a_step)(people.owner)
    cookie = await sync_to_async(_cookie)(people.owner)
    communicator = WebsocketCommunicator(
        application, f"/ws/runs/{run.pk}/", [*handshake.headers(), (b"cookie", cookie)]
    )
    communicator.scope["scheme"] = handshake.scheme
    connected, _ = await communicator.connect(timeout=10)
    if connected:
        assert SECRET in await communicator.receive_from(timeout=10)
        await communicator.disconnect()
    else:
        assert await communicator.receive_nothing(timeout=0.2), "refused before a message"
    await sync_to_async(connections.close_all)()  # the one ORM thread's: see test_socket_access
    return bool(connected)


TRUSTED = ["https://dash.example.com", "https://*.example.org"]
PROXY = {"SECURE_PROXY_SSL_HEADER": ("HTTP_X_FORWARDED_PROTO", "https")}
BEHIND_PROXY = Handshake(
    "https://dash.example.com", host="dash.example.com", extra={"x-forwarded-proto": "https"}
)
CASES: dict[str, tuple[Handshake, dict[str, Any], bool]] = {
    "the same origin": (Handshake(f"http://{SITE}"), {}, True),
    "another port": (Handshake("http://127.0.0.1:8001"), {}, False),
    "the default port for another": (Handshake("http://127.0.0.1"), {}, False),
    "https to a ws socket": (Handshake(f"https://{SITE}"), {}, False),
    "http to a wss socket": (Handshake(f"http://{SITE}", scheme="wss"), {}, False),
    "https to a wss socket": (Handshake(f"https://{SITE}", scheme="wss"), {}, True),
    "another allowed host": (Handshake("http://localhost:8000"), {}, False),
    "a host not in ALLOWED_HOSTS": (
        Handshake("http://evil.example:8000", host="evil.example:8000"), {}, False
    ),
    "an opaque origin": (Handshake("null"), {}, False),
    "no Host header": (Handshake(f"http://{SITE}", host=None), {}, False),
    "no Origin header (not a browser)": (Handshake(None), {}, True),
    "a trusted origin": (Handshake(TRUSTED[0]), {"CSRF_TRUSTED_ORIGINS": TRUSTED}, True),
    "a trusted origin on another port": (
        Handshake("https://dash.example.com:8443"), {"CSRF_TRUSTED_ORIGINS": TRUSTED}, False
    ),
    "a trusted wildcard": (
        Handshake("https://a.example.org"), {"CSRF_TRUSTED_ORIGINS": TRUSTED}, True
    ),
    "a trusted wildcard, by http": (
        Handshake("http://a.example.org"), {"CSRF_TRUSTED_ORIGINS": TRUSTED}, False
    ),
    "behind a TLS proxy that says so": (
        BEHIND_PROXY, {**PROXY, "ALLOWED_HOSTS": ["dash.example.com"]}, True
    ),
    "X-Forwarded-Proto without SECURE_PROXY_SSL_HEADER": (
        BEHIND_PROXY, {"ALLOWED_HOSTS": ["dash.example.com"]}, False
    ),
    "behind the proxy, by plain http": (
        Handshake("https://dash.example.com", host="dash.example.com",
                  extra={"x-forwarded-proto": "http"}),
        {**PROXY, "ALLOWED_HOSTS": ["dash.example.com"]}, False,
    ),
}  # fmt: skip


@pytest.mark.asyncio
@pytest.mark.parametrize("case", list(CASES))
async def test_a_socket_opens_only_from_the_sites_own_or_a_trusted_origin(
    people: People, settings: Any, case: str
):
    handshake, overrides, opens = CASES[case]
    for name, value in overrides.items():
        setattr(settings, name, value)
    assert await _opens(handshake, people) is opens


# -- in Chromium ------------------------------------------------------------------------------

OPEN_SOCKET = """url => {
    const probe = window.probe = {opened: false, got: [], code: null};
    const socket = new WebSocket(url);
    socket.onopen = () => { probe.opened = true };
    socket.onmessage = event => probe.got.push(event.data);
    socket.onclose = event => { probe.code = event.code };
}"""


class OtherSite:
    """http.server on another port of 127.0.0.1, serving one page that opens a socket."""

    def __init__(self) -> None:
        self.page = b""
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.end_headers()
                self.wfile.write(site.page)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def serve(self, socket_url: str) -> str:
        self.page = (
            f"<!doctype html><title>elsewhere</title>"
            f"<script>({OPEN_SOCKET})({json.dumps(socket_url)})</script>"
        ).encode()
        return self.url


@pytest.fixture
def other_site() -> Iterator[OtherSite]:
    site = OtherSite()
    thread = threading.Thread(target=site.server.serve_forever, daemon=True)
    thread.start()
    yield site
    site.server.shutdown()
    site.server.server_close()
    thread.join()


def test_a_page_on_another_port_gets_nothing_and_the_sites_own_page_streams(
    people: People, asgi_server: str, browser: Browser, other_site: OtherSite
):
    run = _run_with_a_step(people.owner)
    socket_url = f"{asgi_server.replace('http://', 'ws://')}/ws/runs/{run.pk}/"
    context = browser.new_context()
    page = context.new_page()
    log_in(page, asgi_server, "alice")

    page.goto(other_site.serve(socket_url))
    page.wait_for_function(
        "() => window.probe.code !== null || window.probe.got.length > 0", timeout=30_000
    )
    probe = page.evaluate("window.probe")
    assert probe["got"] == [], "the other port read the timeline"
    assert probe["opened"] is False, "refused in the handshake"

    page.goto(f"{asgi_server}/runs/")  # the same socket, from the site's own page
    page.evaluate(OPEN_SOCKET, socket_url)
    page.wait_for_function("() => window.probe.got.length >= 2", timeout=30_000)
    probe = page.evaluate("window.probe")  # the step, then the status bar
    assert SECRET in probe["got"][0] and probe["opened"] is True and probe["code"] is None
    context.close()
