"""An opened network reaches public addresses only: through the worker's proxy, never the
worker's own network. Tried on the proxy alone, and from a command in a real sandbox."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry, netrelay
from harness.tools.addresses import Allowance, Resolver
from harness.tools.base import ToolContext
from harness.tools.mcp import McpServer
from harness.tools.netproxy import Limits, Proxy, serving
from harness.tools.sandbox import Sandbox

pytestmark = pytest.mark.timeout(120)

ALLOWED_HOST = "127.0.0.2"
"""A loopback address the tests allow (fetch_allowed), standing for a public server:
there is no internet here. 127.0.0.1 stays refused."""


class _Hello(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = f"hello from {self.path}".encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        return None


@contextmanager
def _hello_server(host: str) -> Iterator[int]:
    server = ThreadingHTTPServer((host, 0), _Hello)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def _listener() -> Iterator[int]:
    with socket.create_server(("127.0.0.1", 0)) as server:
        yield server.getsockname()[1]


def _ask(proxy: Proxy, request: bytes) -> bytes:
    """Send `request` to the proxy's socket and read its whole answer."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(20)
        client.connect(str(proxy.socket_path))
        client.sendall(request)
        return _answer(client)


def _answer(client: socket.socket) -> bytes:
    """What the proxy answers on `client`, up to its end (a reset after it included:
    the proxy closed on bytes it did not read)."""
    answer = b""
    with contextlib.suppress(ConnectionResetError):
        while chunk := client.recv(65536):
            answer += chunk
    return answer


def _resolving(answer: list[str]) -> Resolver:
    """A name server that gives every name `answer`."""
    return lambda host, port: answer


# -- the proxy alone ------------------------------------------------------------------------


def test_a_malformed_request_line_is_answered_400(tmp_path: Path):
    with serving(Allowance()) as proxy:
        answer = _ask(proxy, b"GARBAGE\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 400 ")
    assert b"malformed request line 'GARBAGE'" in answer


def test_a_request_without_an_absolute_http_url_is_answered_400():
    with serving(Allowance()) as proxy:
        origin = _ask(proxy, b"GET /path HTTP/1.1\r\nHost: example.com\r\n\r\n")
        no_port = _ask(proxy, b"CONNECT example.com HTTP/1.1\r\n\r\n")
    assert origin.startswith(b"HTTP/1.1 400 ") and b"is not an http:// URL" in origin
    assert no_port.startswith(b"HTTP/1.1 400 ") and b"names no host and port" in no_port


@pytest.mark.parametrize(
    ("target", "said"),
    [
        (b"10.0.0.1:443", b"refused 10.0.0.1, a private address"),
        (b"127.0.0.1:6379", b"refused 127.0.0.1, a loopback address"),
        (b"[::1]:5432", b"refused ::1, a loopback address"),
        (b"169.254.169.254:80", b"refused 169.254.169.254, a cloud metadata address"),
        (b"[::ffff:192.168.1.1]:22", b"(that is 192.168.1.1), a private address"),
    ],
)
def test_connect_to_an_internal_address_is_refused_saying_why(target: bytes, said: bytes):
    with serving(Allowance()) as proxy:
        answer = _ask(proxy, b"CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n" % (target, target))
        assert proxy.traffic.refused == 1 and proxy.traffic.connections == 0
    status, _, body = answer.partition(b"\r\n")
    assert status.startswith(b"HTTP/1.1 403 Forbidden (loopglass: "), status
    assert said in status and said in body
    assert b"a run's commands reach public addresses only" in body


@pytest.mark.parametrize(
    ("addresses", "said"),
    [
        (["10.20.30.40"], b"files.example resolves to 10.20.30.40, a private address"),
        (["169.254.169.254"], b"resolves to 169.254.169.254, a cloud metadata address"),
        (["93.184.215.14", "192.168.0.9"], b"resolves to 192.168.0.9, a private address"),
    ],
)
def test_a_name_that_resolves_to_an_internal_address_is_refused(addresses: list[str], said: bytes):
    """Every address the name resolves to is judged: one internal one refuses the name."""
    with serving(Allowance(), resolve=_resolving(addresses)) as proxy:
        tunnel = _ask(proxy, b"CONNECT files.example:443 HTTP/1.1\r\n\r\n")
        plain = _ask(proxy, b"GET http://files.example/x HTTP/1.1\r\nHost: files.example\r\n\r\n")
    for answer in (tunnel, plain):
        assert answer.startswith(b"HTTP/1.1 403 ") and said in answer, answer


def test_the_proxy_connects_to_the_address_it_judged_not_to_a_second_answer():
    """A name server that answers an allowed address, then loopback (DNS rebinding): the
    connection goes to the first answer, the only one asked for."""
    answers = iter([[ALLOWED_HOST], ["127.0.0.1"]])
    with (
        _hello_server(ALLOWED_HOST) as port,
        serving(Allowance.parse([ALLOWED_HOST]), resolve=lambda host, port: next(answers)) as proxy,
    ):
        request = b"GET http://rebind.example:%d/page HTTP/1.1\r\nHost: rebind.example\r\n\r\n"
        answer = _ask(proxy, request % port)
    assert answer.startswith(b"HTTP/1.0 200 ") and answer.endswith(b"hello from /page")


def test_past_its_connections_a_proxy_answers_503():
    limits = Limits(connections=1)
    with (
        _hello_server(ALLOWED_HOST) as port,
        serving(Allowance.parse([ALLOWED_HOST]), limits=limits) as proxy,
    ):
        held = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        with held:
            held.connect(str(proxy.socket_path))
            held.sendall(b"CONNECT %s:%d HTTP/1.1\r\n\r\n" % (ALLOWED_HOST.encode(), port))
            assert held.recv(100).startswith(b"HTTP/1.1 200 ")
            answer = _ask(proxy, b"CONNECT %s:%d HTTP/1.1\r\n\r\n" % (ALLOWED_HOST.encode(), port))
    assert answer.startswith(b"HTTP/1.1 503 ") and b"more than 1 connections at once" in answer


def test_an_idle_tunnel_is_closed():
    limits = Limits(idle_seconds=0.5)
    with _listener() as port, serving(Allowance.parse(["127.0.0.1"]), limits=limits) as proxy:
        answer = _ask(proxy, b"CONNECT 127.0.0.1:%d HTTP/1.1\r\n\r\n" % port)
    assert answer == b"HTTP/1.1 200 Connection established\r\n\r\n", "then closed, idle"


def test_connections_past_the_limit_take_no_thread_and_the_proxy_goes_on():
    """Tried: 300 connections that each send a byte every 0.3 s for 3 s, never a whole
    request: the proxy's threads stay under its limit, and once they close a request
    is answered."""
    limits = Limits(connections=4)
    with (
        _hello_server(ALLOWED_HOST) as port,
        serving(Allowance.parse([ALLOWED_HOST]), limits=limits) as proxy,
    ):
        before, peak = threading.active_count(), 0
        clients = []
        for _ in range(300):
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.setblocking(False)
            try:
                client.connect(str(proxy.socket_path))
            except BlockingIOError:  # the proxy's backlog is full
                client.close()
                continue
            clients.append(client)
        for _ in range(10):
            for client in clients:
                with contextlib.suppress(OSError):
                    client.send(b"x")
            peak = max(peak, threading.active_count())
            time.sleep(0.3)
        for client in clients:
            client.close()
        request = b"GET http://%s:%d/after HTTP/1.1\r\n\r\n" % (ALLOWED_HOST.encode(), port)
        deadline = time.monotonic() + 30
        while (answer := _ask(proxy, request)).startswith(b"HTTP/1.1 503 "):
            assert time.monotonic() < deadline, "the trickling connections' slots came back"
            time.sleep(0.1)
    assert peak <= before + limits.connections, (peak, before)
    assert answer.startswith(b"HTTP/1.0 200 ") and answer.endswith(b"hello from /after")


def test_a_head_sent_slowly_is_answered_408_past_its_deadline_in_all():
    """Tried: a request's headers sent a byte every 0.4 s, 4 s in all, under a deadline
    of 1.5 s: each byte comes well within the deadline, the whole head does not."""
    limits = Limits(head_seconds=1.5)
    with (
        _hello_server(ALLOWED_HOST) as port,
        serving(Allowance.parse([ALLOWED_HOST]), limits=limits) as proxy,
        socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client,
    ):
        client.settimeout(20)
        client.connect(str(proxy.socket_path))
        client.sendall(b"GET http://%s:%d/slow HTTP/1.1\r\n" % (ALLOWED_HOST.encode(), port))
        with contextlib.suppress(OSError):  # the proxy hangs up, having answered
            for byte in b"X-Slow: 0123\r\n\r\n":
                client.sendall(bytes([byte]))
                time.sleep(0.25)
        answer = _answer(client)
    assert answer.startswith(b"HTTP/1.1 408 "), answer
    assert b"the request's line and headers took more than 1.5 s" in answer


@contextmanager
def _recorder() -> Iterator[tuple[int, list[bytes]]]:
    """A server on ALLOWED_HOST that keeps what one connection sends until it is quiet
    for a second, then answers 204 and hangs up."""
    got: list[bytes] = []
    with socket.create_server((ALLOWED_HOST, 0)) as server:

        def record() -> None:
            server.settimeout(30)
            connection, _ = server.accept()
            with connection:
                connection.settimeout(1)
                data = b""
                with contextlib.suppress(OSError):
                    while chunk := connection.recv(65536):
                        data += chunk
                got.append(data)
                connection.sendall(b"HTTP/1.1 204 No Content\r\n\r\n")

        thread = threading.Thread(target=record, daemon=True)
        thread.start()
        yield server.getsockname()[1], got
        thread.join(30)


PIPELINED = (
    b"GET /two HTTP/1.1\r\nHost: internal.example\r\nProxy-Authorization: Basic eDp5\r\n\r\n"
)


@pytest.mark.parametrize(
    ("first", "body"),
    [
        (b"GET http://%s:%d/one HTTP/1.1\r\nHost: a\r\nProxy-Authorization: Basic eDp5\r\n", b""),
        (b"POST http://%s:%d/one HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n", b"body"),
    ],
)
def test_one_request_a_connection_what_follows_it_is_not_carried(first: bytes, body: bytes):
    """Tried: a request, its body (by Content-Length) and a second request pipelined
    after it, Proxy-Authorization in each: the server gets the first and its body only."""
    with _recorder() as (port, got), serving(Allowance.parse([ALLOWED_HOST])) as proxy:
        request = first % (ALLOWED_HOST.encode(), port) + b"\r\n" + body + PIPELINED
        answer = _ask(proxy, request)
    assert answer.startswith(b"HTTP/1.1 204 "), answer
    method = first.split(b" ")[0]
    length = b"Content-Length: 4\r\n" if body else b""
    sent = b"%s /one HTTP/1.1\r\nHost: a\r\n%sConnection: close\r\n\r\n" % (method, length)
    assert got == [sent + body]


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        (b"Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", b"411 Length Required"),
        (b"Content-Length: 1\r\nContent-Length: 2\r\n\r\nab", b"400 Bad Request"),
        (b"Content-Length: -1\r\n\r\n", b"400 Bad Request"),
        (b"X-A: b\r\n Content-Length: 4\r\n\r\nbody", b"400 Bad Request"),
    ],
)
def test_a_body_whose_end_is_unclear_is_refused(request_: bytes, said: bytes):
    with serving(Allowance.parse([ALLOWED_HOST]), resolve=_resolving([ALLOWED_HOST])) as proxy:
        answer = _ask(proxy, b"POST http://files.example/ HTTP/1.1\r\n" + request_)
    assert answer.startswith(b"HTTP/1.1 " + said), answer


@pytest.mark.parametrize(
    "request_",
    [
        b"CONNECT x..y:443 HTTP/1.1\r\n\r\n",
        b"CONNECT %s.com:443 HTTP/1.1\r\n\r\n" % (b"a" * 70),
        b"GET http://x..y/ HTTP/1.1\r\n\r\n",
    ],
)
def test_a_host_name_that_cannot_be_looked_up_is_answered_400(request_: bytes):
    with serving(Allowance()) as proxy:
        answer = _ask(proxy, request_)
    assert answer.startswith(b"HTTP/1.1 400 ") and b"is not a valid host name" in answer, answer


# -- from a command in a real sandbox ------------------------------------------------------

PROBE = """
import json, os, socket, sys
targets, proxied = json.loads(sys.argv[1]), json.loads(sys.argv[2])
for host, port in targets:
    try:
        socket.create_connection((host, port), 5).close()
        print(f"direct {host}:{port}: CONNECTED")
    except OSError as exc:
        print(f"direct {host}:{port}: {exc}")
relay = int(os.environ["HTTP_PROXY"].rsplit(":", 1)[1])
for target in proxied:
    with socket.create_connection(("127.0.0.1", relay), 10) as proxy:
        proxy.sendall(f"CONNECT {target} HTTP/1.1\\r\\n\\r\\n".encode())
        print(f"proxied {target}:", proxy.recv(4096).decode().replace("\\r\\n", " | "))
"""
"""Connects to each (host, port) of its first argument, then asks the proxy for a tunnel
to each host:port of its second (through the relay HTTP_PROXY names), printing what
came of each."""


def worker_services(environment: Mapping[str, str] = os.environ) -> list[tuple[str, int]]:
    """The test run's Redis and database, where they listen on TCP (make test-services)."""
    found = []
    for variable in ("REDIS_URL", "DATABASE_URL"):
        url = urlsplit(environment.get(variable, ""))
        if url.scheme in {"redis", "rediss", "postgres", "postgresql"} and url.hostname:
            default = 6379 if url.scheme.startswith("redis") else 5432
            found.append((url.hostname, url.port or default))
    return found


def run(workspace: Path, argv: list[str], **context: Any) -> str:
    ctx = ToolContext(workspace=workspace, sandbox=Sandbox(network=True), **context)
    action = Action(tool="run_command", arguments={"argv": argv, "timeout": 60})
    out = builtin_registry().execute(action, ctx)
    assert not out.is_error, out.decode()
    return out.decode()


def test_an_opened_network_reaches_nothing_of_the_worker(tmp_path: Path):
    """Tried: with the network opened, a command connects straight to a port the test
    listens on, to Redis's and the database's ports (when on TCP), to 127.0.0.1:22, and
    through the proxy to the listener and to private and metadata addresses."""
    with _listener() as port:
        targets = [("127.0.0.1", port), ("127.0.0.1", 22), *worker_services()]
        proxied = [f"127.0.0.1:{port}", "10.0.0.1:443", "169.254.169.254:80"]
        shown = run(
            tmp_path, [sys.executable, "-c", PROBE, json.dumps(targets), json.dumps(proxied)]
        )
    assert "CONNECTED" not in shown, shown
    assert shown.count("Connection refused") == len(targets), shown
    assert f"proxied 127.0.0.1:{port}: HTTP/1.1 403" in shown
    for said in (
        "127.0.0.1, a loopback",
        "10.0.0.1, a private",
        "169.254.169.254, a cloud metadata",
    ):
        assert f"loopglass: refused {said} address; a run's commands reach public" in shown


FETCH = """
import http.client, json, os, sys
allowed, refused = sys.argv[1], sys.argv[2]
host, port = allowed.split(":")
proxy = os.environ["HTTP_PROXY"].removeprefix("http://").split(":")
plain = http.client.HTTPConnection(proxy[0], int(proxy[1]), timeout=20)
plain.request("GET", f"http://{allowed}/plain")
print("GET:", plain.getresponse().read().decode())
tunnel = http.client.HTTPConnection(proxy[0], int(proxy[1]), timeout=20)
tunnel.set_tunnel(host, int(port))
tunnel.request("GET", "/tunnelled")
print("CONNECT:", tunnel.getresponse().read().decode())
other = http.client.HTTPConnection(proxy[0], int(proxy[1]), timeout=20)
other.set_tunnel("127.0.0.1", int(refused))
try:
    other.request("GET", "/")
except OSError as exc:
    print("refused:", exc)
"""


def test_through_the_proxy_an_allowed_server_answers_and_another_is_refused(tmp_path: Path):
    """Tried: a GET with an absolute URL and a CONNECT tunnel through the proxy to a
    server the context allows (fetch_allowed, standing for a public one), and a tunnel
    to a loopback port it does not allow."""
    with _hello_server(ALLOWED_HOST) as port, _listener() as refused:
        argv = [sys.executable, "-c", FETCH, f"{ALLOWED_HOST}:{port}", str(refused)]
        shown = run(tmp_path, argv, fetch_allowed=(ALLOWED_HOST,))
    assert "GET: hello from /plain" in shown, shown
    assert "CONNECT: hello from /tunnelled" in shown
    assert "refused: Tunnel connection failed: 403 Forbidden (loopglass: refused 127.0.0.1" in shown


def test_the_command_sees_the_proxy_variables_and_nothing_outlives_it(tmp_path: Path):
    show = "import os; print(sorted((k, v) for k, v in os.environ.items() if 'PROXY' in k.upper()))"
    shown = run(tmp_path, [sys.executable, "-c", show])
    url = f"http://127.0.0.1:{netrelay.PORT}"
    assert f"('HTTPS_PROXY', '{url}')" in shown and f"('http_proxy', '{url}')" in shown
    assert "('NO_PROXY', 'localhost,127.0.0.1,::1')" in shown
    # The sandbox's init ends a moment after bwrap reports the command's status.
    deadline = time.monotonic() + 10
    while _relays() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _relays(), "the relay dies with its sandbox"


def _relays() -> list[Path]:
    return [p for p in Path("/proc").glob("[0-9]*") if _runs(p, netrelay.SCRIPT)]


def _runs(process: Path, script: str) -> bool:
    try:
        return script.encode() in (process / "cmdline").read_bytes()
    except OSError:
        return False


def test_an_mcp_server_with_its_network_opened_goes_through_a_proxy_of_its_own():
    """Tried: a stdio MCP server started with the network opened lists its environment:
    the proxy variables are there, and its proxy's socket is gone once it stops."""
    here = Path(__file__).parent
    sandbox = Sandbox(network=True, readable=(here,))
    with McpServer([sys.executable, str(here / "mcp_server.py")], sandbox=sandbox) as server:
        names = server.call("environment", {}).decode()
        proxies = list(Path(tempfile.gettempdir()).glob("loopglass-proxy-*/proxy.sock"))
    assert "HTTPS_PROXY" in names and "https_proxy" in names, names
    assert proxies, "its proxy serves while it runs"
    assert not any(path.exists() for path in proxies), "and stops with it"
