"""The opened network's door inside a sandbox: a relay from its loopback to the worker's proxy.

A command whose network is opened still has a network namespace of its own,
with nothing in it but loopback (harness.tools.sandbox). This script runs first in
that sandbox, as the command's user and under its limits: it listens on
127.0.0.1:PORT, hands itself to the sandbox's init (two forks, so the
command is not its parent and never waits for it), points the proxy
variables at itself and execs the command. Each connection it accepts is
copied to the unix socket the worker's proxy serves (harness.tools.netproxy),
bound in at SOCKET; the proxy decides what may be reached. When the command
ends the sandbox's init ends, and the kernel kills the relay with the
namespace.

It runs from the sandbox's read-only view of the Python installation, with
`python -I -S`: the standard library only, nothing of the harness.
"""

from __future__ import annotations

import contextlib
import os
import select
import socket
import sys
import threading
from typing import NoReturn

PORT = 3128
"""Where the relay listens, in the sandbox's own loopback (squid's customary port)."""
SOCKET = "/run/loopglass/proxy.sock"
"""The worker's proxy, as the sandbox sees it."""
SCRIPT = "/run/loopglass/relay.py"
"""This file, as the sandbox sees it."""
CHUNK = 1 << 16


def environment() -> dict[str, str]:
    """The variables that send a command's HTTP(S) through the relay; its own loopback
    (a server the command started) is reached directly."""
    url = f"http://127.0.0.1:{PORT}"
    direct = "localhost,127.0.0.1,::1"
    names = ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy")
    return dict.fromkeys(names, url) | {"NO_PROXY": direct, "no_proxy": direct}


def pump(
    one: socket.socket, other: socket.socket, idle: float | None, limit: int | None = None
) -> tuple[int, int]:
    """Copy bytes both ways until both sides have ended, or nothing moved for `idle`
    seconds, or a side failed; the bytes copied from `one` and from `other`. With a
    `limit`, no more than that is read from `one`: then it is read no more, and `other`
    is not told of an end."""
    sockets = {one.fileno(): one, other.fileno(): other}
    peers = {one.fileno(): other, other.fileno(): one}
    copied = dict.fromkeys(sockets, 0)
    limits = {one.fileno(): limit, other.fileno(): None}

    def room(descriptor: int) -> int:
        most = limits[descriptor]
        return CHUNK if most is None else min(CHUNK, most - copied[descriptor])

    reading = {descriptor for descriptor in sockets if room(descriptor)}
    poller = select.poll()
    for descriptor, sock in sockets.items():
        sock.settimeout(idle)  # a peer that stops reading stalls sendall no longer than this
        if descriptor in reading:
            poller.register(descriptor, select.POLLIN)
    with contextlib.suppress(OSError):  # a reset, a timeout: the connection is over both ways
        while reading:
            ready = poller.poll(None if idle is None else idle * 1000)
            if not ready:
                break
            for descriptor, _ in ready:
                data = sockets[descriptor].recv(room(descriptor))
                if data:
                    peers[descriptor].sendall(data)
                    copied[descriptor] += len(data)
                    if room(descriptor):
                        continue
                else:
                    peers[descriptor].shutdown(socket.SHUT_WR)  # the other way may go on
                poller.unregister(descriptor)
                reading.discard(descriptor)
    return copied[one.fileno()], copied[other.fileno()]


def _relay(connection: socket.socket, proxy: str) -> None:
    with connection, socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as upstream:
        try:
            upstream.connect(proxy)
        except OSError:
            return
        pump(connection, upstream, None)


def _serve(listener: socket.socket, proxy: str) -> NoReturn:
    """Relay every connection, each in a thread, until the sandbox's end kills this."""
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=_relay, args=(connection, proxy), daemon=True).start()


def _detach(listener: socket.socket, proxy: str) -> None:
    """Start the relay as a grandchild, orphaned to the sandbox's init, its output
    nowhere: a command's pipes are not held open by it."""
    if os.fork() == 0:
        if os.fork() == 0:
            nowhere = os.open(os.devnull, os.O_RDWR)
            for descriptor in (0, 1, 2):
                os.dup2(nowhere, descriptor)
            _serve(listener, proxy)
        os._exit(0)
    os.wait()


def main(command: list[str], proxy: str = SOCKET) -> NoReturn:
    """Listen, start the relay, then become `command` with the proxy variables set."""
    if not command:
        sys.exit("usage: relay.py -- COMMAND [ARGUMENT...]")
    listener = socket.create_server(("127.0.0.1", PORT), backlog=128)
    _detach(listener, proxy)
    listener.close()
    os.environ.update(environment())
    try:
        os.execvp(command[0], command)  # noqa: S606 - an argv list, as the sandbox was given
    except OSError as exc:
        print(f"loopglass: cannot run {command[0]!r}: {exc.strerror}", file=sys.stderr)
        sys.exit(127)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    main(arguments[1:] if arguments[:1] == ["--"] else arguments)
