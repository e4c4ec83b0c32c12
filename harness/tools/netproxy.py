"""The opened network: an HTTP(S) proxy the worker serves on a unix socket, one per command.

A sandboxed command never shares the worker's network: with its network
opened it still has its own namespace, and reaches out only through a relay
(harness.tools.netrelay) to this proxy, whose socket is bound into its sandbox and
no other. The proxy takes CONNECT (HTTPS, git, pip) and plain HTTP requests
with an absolute URI, one request a connection: after a plain request's head
(without the headers meant for the proxy, DROPPED) and its body (by
Content-Length; a chunked one is refused, 411), nothing more the command sends
is carried. A host name that cannot be encoded is a 400. It resolves the host itself,
judges every address by http_fetch's rules (harness/tools/addresses.py:
loopback, private, link-local, cloud metadata... are refused, unless an admin
allowed them in `ToolContext.fetch_allowed`) and connects to an address it
judged, so a name that answers otherwise a moment later (DNS rebinding) gets
nowhere. Any port of an allowed address may be reached. A refusal is an HTTP
answer whose status line and body say why.

The standard library only: the proxies on PyPI (proxy.py, pproxy, mitmproxy)
resolve and connect on their own, with no place to judge the address they
connect to. One thread a connection, `Limits.connections` at most: past them a
connection is answered 503 by the accepting thread itself, which reads what the
command sends on for DRAIN_SECONDS at most, and closes it. So a command holds at
most 2 * connections + 2 of the worker's descriptors and connections + 1 threads.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from harness.tools.addresses import Allowance, Resolver, first_refusal, system_resolve
from harness.tools.netrelay import pump
from harness.tools.sandbox import Sandbox

log = logging.getLogger(__name__)

REACH = "a run's commands reach public addresses only"
DROPPED = frozenset({b"connection", b"proxy-connection", b"keep-alive", b"proxy-authorization"})
"""Request headers meant for the proxy, not passed on."""
DRAIN_SECONDS = 1.0
"""After a refusal, how long the command's bytes are read (and dropped) in all: closing on
unread bytes would reset the connection, and the command might lose the answer."""
CHUNK = 1 << 16


@dataclass(frozen=True, slots=True)
class Limits:
    """What one command's proxy allows."""

    connect_seconds: float = 10.0
    """To connect to an address (each, when a host has several)."""
    idle_seconds: float = 300.0
    """A connection that carries no byte either way for this long is closed."""
    head_seconds: float = 30.0
    """To send the request's line and headers, in all; past it the answer is 408."""
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
    length: int | None = None
    """The body's bytes carried after `head`, and nothing after them; None: all (a tunnel)."""


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
    length = _body_length(lines[1:])
    kept = [line for line in lines[1:] if _name(line) not in DROPPED]
    first = b"%s %s %s" % (method, path.encode(), parts[2])
    head = b"\r\n".join([first, *kept, b"Connection: close", b"", b""])
    return Request(host, port, tunnel=False, head=head, length=length)


def _body_length(fields: list[bytes]) -> int:
    """The length of the body a plain request's header lines announce, or Refused: a
    server that read them otherwise would take what follows for another request."""
    lengths = set()
    for field in fields:
        name, colon, value = field.partition(b":")
        if not colon or not name or name != name.strip() or b"\r" in field or b"\n" in field:
            shown = field[:200].decode("ascii", "replace")
            raise Refused(400, "Bad Request", f"malformed header line {shown!r}")
        if name.lower() == b"transfer-encoding":
            message = "a request body is carried by its Content-Length, not chunked"
            raise Refused(411, "Length Required", message)
        if name.lower() == b"content-length":
            lengths.add(value.strip())
    if len(lengths) > 1 or not all(length.isdigit() for length in lengths):
        shown = b", ".join(sorted(lengths))[:200].decode("ascii", "replace")
        raise Refused(400, "Bad Request", f"malformed Content-Length {shown!r}")
    return int(lengths.pop()) if lengths else 0


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
    try:
        host.encode("idna")  # as getaddrinfo will
    except UnicodeError as exc:
        reason = exc.reason if isinstance(exc, UnicodeEncodeError) else exc
        raise Refused(400, "Bad Request", f"{host!r} is not a valid host name: {reason}") from exc
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
            if self._slots.acquire(blocking=False):
                threading.Thread(target=self._serve, args=(client,), daemon=True).start()
                continue
            with client:  # refused here: past its limit, a connection costs no thread
                limit = self.limits.connections
                busy = Refused(503, "Service Unavailable", f"more than {limit} connections at once")
                self._answer(client, busy)

    def _serve(self, client: socket.socket) -> None:
        try:
            with client, self._tracked(client):
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
        except OSError:  # the command hung up
            return
        rest = rest[: request.length]
        more = None if request.length is None else request.length - len(rest)
        with upstream, self._tracked(upstream):
            try:
                if request.tunnel:
                    client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                upstream.sendall(request.head + rest)
            except OSError:
                return
            sent, received = pump(client, upstream, self.limits.idle_seconds, more)
        with self._lock:
            self.traffic.connections += 1
            self.traffic.sent += sent + len(request.head) + len(rest)
            self.traffic.received += received
        log.info("proxied %s:%d: %d bytes out, %d in", request.host, request.port, sent, received)

    def _read_head(self, client: socket.socket) -> tuple[bytes, bytes]:
        """The request's line and headers, and what came after them."""
        deadline = time.monotonic() + self.limits.head_seconds
        taken = b""
        while b"\r\n\r\n" not in taken:
            if len(taken) > self.limits.head_bytes:
                raise Refused(
                    431, "Request Header Fields Too Large", "the request's head is too long"
                )
            client.settimeout(max(deadline - time.monotonic(), 0.001))
            try:
                chunk = client.recv(8192)
            except TimeoutError as exc:
                seconds = self.limits.head_seconds
                message = f"the request's line and headers took more than {seconds:g} s"
                raise Refused(408, "Request Timeout", message) from exc
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
        except (OSError, UnicodeError) as exc:
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
        deadline = time.monotonic() + DRAIN_SECONDS
        with contextlib.suppress(OSError):
            client.settimeout(DRAIN_SECONDS)
            client.sendall(refused.response())
            client.shutdown(socket.SHUT_WR)
            while (left := deadline - time.monotonic()) > 0:
                client.settimeout(left)
                if not client.recv(CHUNK):
                    break

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
