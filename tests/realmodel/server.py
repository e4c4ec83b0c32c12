"""The real model server (llama.cpp serving SmolLM2 through xllamacpp) and a TCP proxy.

`ModelServer` runs scripts/serve_test_model.py in a subprocess of its own, so a test can
SIGKILL it mid-generation. `Proxy` sits in front of it: it passes every byte through,
keeps what the server answered (the tests read the server's own token counts from it),
and can cut a reply after so many bytes of its body, as a dropped connection would.
"""

from __future__ import annotations

import contextlib
import json
import socket
import subprocess
import threading
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import BIN, ROOT, VAR, free_port, stop

SERVE = ROOT / "scripts" / "serve_test_model.py"
MODEL = "smollm2-135m"
DATA = Path(__file__).parent / "data"
START_SECONDS = 120
"""How long the server may take to load the model and answer /health on a busy machine."""


class ModelServer:
    """scripts/serve_test_model.py on a free port, until stopped or killed."""

    def __init__(self, name: str = "llama", n_ctx: int = 2048) -> None:
        self.port, self.n_ctx = free_port(), n_ctx
        self.log = VAR / f"{name}-{self.port}.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> ModelServer:
        argv = [str(BIN / "python"), str(SERVE), "--port", str(self.port), "--ctx", str(self.n_ctx)]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(argv, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + START_SECONDS
        while not self._healthy():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the model server did not start:\n{self.log_tail()}")
            time.sleep(0.2)
        return self

    def _healthy(self) -> bool:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2) as r:
                return bool(json.load(r).get("status") == "ok")
        except (OSError, ValueError):
            return False

    def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would."""
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process, timeout=20)

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]

    def __enter__(self) -> ModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int
    completion_tokens: int


class Proxy:
    """A TCP proxy on a free port in front of `upstream_port` (loopback).

    Every byte the server sends back is kept, per connection; `usages()` reads the
    `"usage"` objects out of them (a JSON reply has one; a stream its last chunk has).
    With `cut_after`, each reply is cut after that many bytes of its body: both
    connections are closed mid-reply.
    """

    def __init__(self, upstream_port: int, cut_after: int | None = None) -> None:
        self.upstream_port, self.cut_after = upstream_port, cut_after
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._replies: list[bytearray] = []
        self._sent = 0
        self._lock = threading.Lock()
        self.cuts = 0
        self._thread = threading.Thread(target=self._accept, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> Proxy:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._listener.close()

    def replies(self) -> list[bytes]:
        with self._lock:
            return [bytes(reply) for reply in self._replies]

    def requests_seen(self) -> int:
        """Bytes of requests passed on to the server."""
        with self._lock:
            return self._sent

    def usages(self) -> list[Usage]:
        found = []
        for reply in self.replies():
            for usage in _usages(reply.decode("utf-8", "replace")):
                found.append(usage)
        return found

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            except OSError:  # the server is gone: so is the connection
                _close(client)
                continue
            kept = bytearray()
            with self._lock:
                self._replies.append(kept)
            threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()
            threading.Thread(
                target=self._pump_back, args=(upstream, client, kept), daemon=True
            ).start()

    def _pump(self, source: socket.socket, target: socket.socket) -> None:
        for data in _chunks(source):
            with self._lock:
                self._sent += len(data)
            try:
                target.sendall(data)
            except OSError:
                break
        _close(source, target)

    def _pump_back(self, source: socket.socket, target: socket.socket, kept: bytearray) -> None:
        body_at: int | None = None
        for data in _chunks(source):
            with self._lock:
                kept += data
            if body_at is None and b"\r\n\r\n" in kept:
                body_at = kept.index(b"\r\n\r\n") + 4
            if self.cut_after is not None and body_at is not None:
                allowed = body_at + self.cut_after - (len(kept) - len(data))
                if allowed < len(data):
                    target.sendall(data[: max(allowed, 0)])
                    self.cuts += 1
                    break
            try:
                target.sendall(data)
            except OSError:
                break
        _close(source, target)


def _chunks(source: socket.socket) -> Iterator[bytes]:
    while True:
        try:
            data = source.recv(65536)
        except OSError:
            return
        if not data:
            return
        yield data


def _close(*sockets: socket.socket) -> None:
    for each in sockets:
        with contextlib.suppress(OSError):
            each.shutdown(socket.SHUT_RDWR)
        each.close()


def _usages(text: str) -> Iterator[Usage]:
    decoder = json.JSONDecoder()
    at = text.find('"usage":')
    while at >= 0:
        try:
            value, _ = decoder.raw_decode(text, at + len('"usage":'))
        except ValueError:
            value = None
        if isinstance(value, dict) and "prompt_tokens" in value:
            yield Usage(int(value["prompt_tokens"]), int(value["completion_tokens"]))
        at = text.find('"usage":', at + 1)


def grammar(
    action: str | None = None, names: list[str] | None = None, programs: list[str] | None = None
) -> str:
    """tests/realmodel/data/react_step.gbnf; `action` keeps one of its actions (a rule name,
    such as `read-file`), `names` the file names a call may give, `programs` the programs
    run_command may run."""
    text = (DATA / "react_step.gbnf").read_text()
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if action is not None and line.startswith("step ::="):
            lines[i] = f'step ::= "Action: " {action}'
        if names is not None and line.startswith("name ::="):
            lines[i] = "name ::= " + " | ".join(json.dumps(name) for name in names)
        if programs is not None and line.startswith("program ::="):
            lines[i] = "program ::= " + " | ".join(json.dumps(name) for name in programs)
    return "\n".join(lines) + "\n"
