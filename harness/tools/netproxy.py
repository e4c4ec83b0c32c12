"""The opened network: an HTTP(S) proxy the worker serves on a unix socket, one per command.

A sandboxed command never shares the worker's network: with its network
opened it still has its own namespace, and reaches out only through a relay
(harness.netrelay) to this proxy, whose socket is bound into its sandbox and
no other. The proxy takes CONNECT (HTTPS, git, pip) and plain HTTP requests
with an absolute URI, one request a connection. It resolves the host itself,
judges every address by http_fetch's rules (harness/tools/addresses.py:
loopback, private, link-local, cloud metadata... are refused, unless an admin
allowed them in `ToolContext.fetch_allowed`) and connects to an address it
judged, so a name that answers otherwise a moment later (DNS rebinding) gets
nowhere. Any port of an allowed address may be reached. A refusal is an HTTP
answer whose status line and body say why.

The standard library only: the proxies on PyPI (proxy.py, pproxy, mitmproxy)
resolve and connect on their own, with no place to judge the address they
connect to. One thread a connection; `Limits` bounds them.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from harness.netrelay import pump
from harness.sandbox import Sandbox
from harness.tools.addresses import Allowance, Resolver, first_refusal, system_resolve

log = logging.getLogger(__name__)

REACH = "a run's commands reach public addresses only"
DROPPED = frozenset({b"connection", b"proxy-connection", b"keep-alive", b"proxy-authorization"})
"""Request headers meant for the proxy, not passed on."""
DRAIN_SECONDS = 1.0
CHUNK = 1 << 16


@dataclass(frozen=True, slots=True)
class Limits:
    """What one command's proxy allows."""

    connect_seconds: float = 10.0
    """To connect to an address (each, when a host has several)."""
    idle_seconds: float = 300.0
    """A connection that carries no byte either way for this long is closed."""
    head_seconds: float = 30.0
    """To send the request's line and headers."""
    head_bytes: int = 64 << 10
    """The request's line and headers at most."""
    connections: int = 32
    """Connections at once; one more is answered 503."""


@dataclass(slots=True)
class Traffic:
    """What a proxy carried: counted for the log, and for tests."""

    connections: int = 0
    refused: int = 0
    sent: int = 0
    """Bytes from the command to the outside."""
    received: int = 0
    """Bytes from the outside to the command."""


class Refused(Exception):
    """A request the proxy answers itself, with `status` and a message saying why."""

    def __init__(self, status: int, reason: str, message: str) -> None:
        super().__init__(message)
        self.status, self.reason, self.message = status, reason, message

    def response(self) -> bytes:
        """The answer, the message in the status line too (pip and git show only that)."""
        body = f"loopglass: {self.message}\n".encode()
        phrase = f"{self.reason} (loopglass: {self.message})".encode("ascii", "replace")
        head = (
            b"HTTP/1.1 %d %s\r\nContent-Type: text/plain; charset=utf-8\r\n"
            b"Content-Length: %d\r\nConnection: close\r\n\r\n"
        ) % (self.status, phrase.replace(b"\r", b" ").replace(b"\n", b" "), len(body))
        return head + body


@dataclass(frozen=True, slots=True)
class Request:
    """Where a request goes and what to send there first."""

    host: str
    port: int
    tunnel: bool
    """CONNECT: answer 200 and carry bytes; else send `head` on."""
    head: bytes = b""


def parse(head: bytes) -> Request:
    """The request in `head` (its line and headers, up to the blank line), or Refused."""
    lines = head.split(b"\r\n")
    parts = lines[0].split(b" ")
    if len(parts) != 3 or not parts[2].startswith(b"HTTP/1."):
        shown = lines[0][:200].decode("ascii", "replace")
        raise Refused(400, "Bad Request", f"malformed request line {shown!r}")
    method, target = parts[0], parts[1].decode("ascii", "replace")
    if method == b"CONNECT":
        host, port = _host_and_port(f"//{target}", None)
        return Request(host, port, tunnel=True)
    url = urlsplit(target)
    if url.scheme != "http":
        raise Refused(
            400, "Bad Request", f"{target!r} is not an http:// URL (https goes by CONNECT)"
        )
    host, port = _host_and_port(target, 80)
    path = urlunsplit(("", "", url.path or "/", url.query, ""))
    kept = [line for line in lines[1:] if line and _name(line) not in DROPPED]
    first = b"%s %s %s" % (method, path.encode(), parts[2])
    return Request(
        host, port, tunnel=False, head=b"\r\n".join([first, *kept, b"Connection: close", b"", b""])
    )


def _name(header: bytes) -> bytes:
    return header.split(b":", 1)[0].strip().lower()


def _host_and_port(target: str, default: int | None) -> tuple[str, int]:
    try:
        url = urlsplit(target)
        host, port = url.hostname, url.port or default
    except ValueError:
        host = port = None
    if not host or port is None:
        raise Refused(400, "Bad Request", f"{target.lstrip('/')!r} names no host and port")
    return host, port


class Proxy:
    """A proxy serving on `socket_path` from a thread of its own until `close()`."""

    def __init__(
        self,
        socket_path: Path,
        allowance: Allowance,
        resolve: Resolver = system_resolve,
        limits: Limits | None = None,
    ) -> None:
        self.socket_path = socket_path
        self.allowance, self.resolve = allowance, resolve
        self.limits = limits or Limits()
        self.traffic = Traffic()
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(self.limits.connections)
        self._open: set[socket.socket] = set()
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(str(socket_path))
        socket_path.chmod(
            0o666
        )  # the sandbox's user (nobody, as root) connects; the folder is private
        self._listener.listen(64)
        self._thread = threading.Thread(target=self._accept, name="netproxy", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop accepting and end every connection still open."""
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._listener.close()
        with self._lock:
            for connection in self._open:
                with contextlib.suppress(OSError):
                    connection.shutdown(socket.SHUT_RDWR)
        self._thread.join(5)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:  # closed
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        with client, self._tracked(client):
            if not self._slots.acquire(blocking=False):
                limit = self.limits.connections
                busy = Refused(503, "Service Unavailable", f"more than {limit} connections at once")
                self._answer(client, busy)
                return
            try:
                self._handle(client)
            finally:
                self._slots.release()

    def _handle(self, client: socket.socket) -> None:
        try:
            head, rest = self._read_head(client)
            request = parse(head)
            upstream = self._connect(request)
        except Refused as refused:
            self._answer(client, refused)
            return
        except OSError:  # the command hung up, or sent nothing in time
            return
        with upstream, self._tracked(upstream):
            try:
                if request.tunnel:
                    client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                upstream.sendall(request.head + rest)
            except OSError:
                return
            sent, received = pump(client, upstream, self.limits.idle_seconds)
        with self._lock:
            self.traffic.connections += 1
            self.traffic.sent += sent + len(request.head) + len(rest)
            self.traffic.received += received
        log.info("proxied %s:%d: %d bytes out, %d in", request.host, request.port, sent, received)

    def _read_head(self, client: socket.socket) -> tuple[bytes, bytes]:
        """The request's line and headers, and what came after them."""
        client.settimeout(self.limits.head_seconds)
        taken = b""
        while b"\r\n\r\n" not in taken:
            if len(taken) > self.limits.head_bytes:
                raise Refused(
                    431, "Request Header Fields Too Large", "the request's head is too long"
                )
            chunk = client.recv(8192)
            if not chunk:
                raise ConnectionResetError("the command hung up")
            taken += chunk
        head, _, rest = taken.partition(b"\r\n\r\n")
        return head, rest

    def _connect(self, request: Request) -> socket.socket:
        """A connection to the first of the host's judged addresses that answers."""
        host, port = request.host, request.port
        try:
            addresses = self.resolve(host, port)
        except OSError as exc:
            raise Refused(502, "Bad Gateway", f"could not resolve {host}: {exc}") from exc
        if not addresses:
            raise Refused(502, "Bad Gateway", f"could not resolve {host}: no address")
        reason = first_refusal(host, addresses, self.allowance)
        if reason is not None:
            raise Refused(403, "Forbidden", f"refused {reason}; {REACH}")
        failure: OSError | None = None
        for address in addresses:
            try:
                return socket.create_connection((address, port), self.limits.connect_seconds)
            except OSError as exc:
                failure = exc
        raise Refused(502, "Bad Gateway", f"could not connect to {host}:{port}: {failure}")

    def _answer(self, client: socket.socket, refused: Refused) -> None:
        with self._lock:
            self.traffic.refused += 1
        log.info("refused a command's request: %s", refused.message)
        with contextlib.suppress(OSError):
            client.sendall(refused.response())
            client.shutdown(socket.SHUT_WR)
            # Read what the command sent on, briefly: closing on unread bytes would reset
            # the connection, and the command might lose the answer.
            client.settimeout(DRAIN_SECONDS)
            while client.recv(CHUNK):
                pass

    @contextlib.contextmanager
    def _tracked(self, connection: socket.socket) -> Iterator[None]:
        with self._lock:
            self._open.add(connection)
        try:
            yield
        finally:
            with self._lock:
                self._open.discard(connection)


@contextlib.contextmanager
def serving(
    allowance: Allowance, resolve: Resolver = system_resolve, limits: Limits | None = None
) -> Iterator[Proxy]:
    """A proxy on a socket in a folder of its own, only the worker's, for the block's time."""
    with tempfile.TemporaryDirectory(prefix="loopglass-proxy-") as folder:
        proxy = Proxy(Path(folder) / "proxy.sock", allowance, resolve, limits)
        try:
            yield proxy
        finally:
            proxy.close()


@contextlib.contextmanager
def opened(sandbox: Sandbox, allowed: tuple[str, ...] = ()) -> Iterator[Path | None]:
    """The proxy's socket for a command in `sandbox`, while the block lasts; None when
    its network is closed. `allowed` is ToolContext.fetch_allowed."""
    if not sandbox.network:
        yield None
        return
    with serving(Allowance.parse(allowed)) as proxy:
        yield proxy.socket_path
