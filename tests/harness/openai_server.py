"""A small OpenAI-compatible HTTP server for tests: strict about requests, scripted in replies.

It serves POST /v1/chat/completions and POST /v1/completions on 127.0.0.1
with an ephemeral port, as one JSON body or, when the request says `stream`,
as server-sent events: the text in pieces of `Reply.piece` characters and
each tool call's arguments likewise, `Reply.pause` seconds apart, the usage in
a last chunk when the request asks for it, then `[DONE]`; `Reply.cut_after`
ends the stream after that many pieces, with no finish reason or `[DONE]`;
`Reply.made` sends the bytes a function makes, as they come, for streams
too large or too long to hold (a line of 200 MiB, an endless trickle).

Every request body is validated with pydantic over the openai package's own
request TypedDicts, with unknown keys refused, and then by the rules the
types cannot express (tool messages answer earlier tool calls, at most 4 stop
sequences, no empty tools array, ...). A request
the real API would refuse gets a 400 with an OpenAI-style error body and is
recorded with its errors; any other request gets the next scripted reply.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

from openai.types import completion_create_params as legacy_params
from openai.types.chat import completion_create_params as chat_params
from pydantic import TypeAdapter, ValidationError

CHAT_PATH = "/v1/chat/completions"
LEGACY_PATH = "/v1/completions"
ADAPTERS: dict[str, TypeAdapter[Any]] = {
    CHAT_PATH: TypeAdapter(chat_params.CompletionCreateParamsNonStreaming),
    LEGACY_PATH: TypeAdapter(legacy_params.CompletionCreateParamsNonStreaming),
}
STREAMING_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    CHAT_PATH: TypeAdapter(chat_params.CompletionCreateParamsStreaming),
    LEGACY_PATH: TypeAdapter(legacy_params.CompletionCreateParamsStreaming),
}
MAX_STOP = 4


# -- validation ---------------------------------------------------------------


class Invalid(Exception):
    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


def validate(path: str, body: Any, extensions: frozenset[str] = frozenset()) -> list[str]:
    """Why the real API would refuse `body` at `path`; empty when it would accept it.

    `extensions` are top-level keys a server adds to the API (llama.cpp's `grammar`):
    accepted with any value."""
    body = {key: value for key, value in body.items() if key not in extensions}
    adapter = (STREAMING_ADAPTERS if body.get("stream") is True else ADAPTERS)[path]
    try:
        kept = _materialize(adapter.validate_python(body, strict=True), "")
    except ValidationError as exc:
        return _describe(exc, "")
    except Invalid as exc:
        return exc.errors
    errors = _unknown_keys(body, kept, "")
    errors += _stop_rules(body)
    if path == CHAT_PATH:
        errors += _tools_rules(body) + _message_rules(body["messages"])
    return errors


def _materialize(value: Any, path: str) -> Any:
    """Validate what pydantic left lazy: `Iterable[...]` fields come back as iterators."""
    if isinstance(value, dict):
        return {key: _materialize(item, f"{path}{key}.") for key, item in value.items()}
    if isinstance(value, list | tuple | Iterator):
        items = []
        try:
            for index, item in enumerate(value):
                items.append(_materialize(item, f"{path.rstrip('.')}[{index}]."))
        except ValidationError as exc:
            raise Invalid(_describe(exc, f"{path.rstrip('.')}.")) from exc
        return items
    return value


def _describe(exc: ValidationError, prefix: str) -> list[str]:
    """The first few errors; in a union, the wrong-`role`/`type` branches are left out."""
    errors = [e for e in exc.errors() if e["type"] != "literal_error"] or exc.errors()
    shown = [f"{prefix}{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in errors[:3]]
    if len(errors) > 3:
        shown.append(f"... and {len(errors) - 3} more")
    return shown


def _unknown_keys(sent: Any, kept: Any, path: str) -> list[str]:
    """Keys the types do not know: pydantic drops them from TypedDicts, so compare."""
    if isinstance(sent, dict) and isinstance(kept, dict):
        errors = [f"{path}{key}: unrecognized request argument" for key in sent if key not in kept]
        for key in kept:
            errors += _unknown_keys(sent.get(key), kept[key], f"{path}{key}.")
        return errors
    if isinstance(sent, list) and isinstance(kept, list) and len(sent) == len(kept):
        where = path.rstrip(".")
        return [
            error
            for index, (s, k) in enumerate(zip(sent, kept, strict=True))
            for error in _unknown_keys(s, k, f"{where}[{index}].")
        ]
    return []


def _stop_rules(body: dict[str, Any]) -> list[str]:
    stop = body.get("stop")
    if isinstance(stop, list) and len(stop) > MAX_STOP:
        return [f"stop: at most {MAX_STOP} sequences, got {len(stop)}"]
    return []


def _tools_rules(body: dict[str, Any]) -> list[str]:
    errors = []
    if body.get("tools") == []:
        errors.append("tools: [] is too short - 'tools' must not be empty")
    if "tool_choice" in body and not body.get("tools"):
        errors.append("tool_choice: only allowed when tools are specified")
    return errors


def _message_rules(messages: list[dict[str, Any]]) -> list[str]:
    """Messages is not empty; tool calls and tool messages pair up, in order."""
    if not messages:
        return ["messages: [] is too short"]
    errors: list[str] = []
    pending: list[str] = []
    for index, message in enumerate(messages):
        role, where = message["role"], f"messages[{index}]"
        if role == "tool":
            if message["tool_call_id"] not in pending:
                errors.append(
                    f"{where}: a 'tool' message must answer a tool call of the preceding "
                    f"assistant message; {message['tool_call_id']!r} is not one awaiting an answer"
                )
            else:
                pending.remove(message["tool_call_id"])
            continue
        if pending:
            errors.append(f"{where}: tool calls {pending} were not answered before this message")
        pending = []
        if role == "assistant":
            calls = message.get("tool_calls") or []
            if message.get("content") is None and not calls:
                errors.append(f"{where}: an assistant message needs content or tool_calls")
            pending = [call["id"] for call in calls]
    if pending:
        errors.append(f"messages: tool calls {pending} of the last message were not answered")
    return errors


# -- scripted replies ---------------------------------------------------------


@dataclass(frozen=True)
class Reply:
    """One scripted response; text and tool calls are rendered for the endpoint asked."""

    text: str | None = None
    tool_calls: list[tuple[str, str, str]] = field(default_factory=list)
    """(id, function name, arguments JSON)"""
    usage: tuple[int, int] | None = (12, 3)
    """(prompt_tokens, completion_tokens); None leaves `usage` out."""
    status: int = 200
    error: str | None = None
    """The error message, sent in an OpenAI-style error body with `status`."""
    raw: str | None = None
    """A body sent exactly as it is, for replies that must be malformed."""
    content_type: str = "application/json"
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    """Seconds to wait before replying."""
    piece: int = 4
    """Streamed: characters per chunk (of the text, and of each tool call's arguments)."""
    pause: float = 0.0
    """Streamed: seconds between two chunks."""
    cut_after: int | None = None
    """Streamed: the number of pieces sent before the connection is closed mid-reply."""
    made: Callable[[], Iterable[bytes]] | None = None
    """A text/event-stream body made piece by piece as it is sent, whatever was asked."""

    @classmethod
    def fail(cls, status: int, message: str, **headers: str) -> Reply:
        return cls(status=status, error=message, headers=headers)

    def body(self, path: str, model: str) -> str:
        if self.raw is not None:
            return self.raw
        if self.error is not None:
            return json.dumps(error_body(self.error, "server_error"))
        if path == LEGACY_PATH:
            return json.dumps(self._completion(model))
        return json.dumps(self._chat_completion(model))

    def chunks(self, path: str, model: str, usage: bool) -> list[str]:
        """The `data:` of each event of a stream, `[DONE]` last."""
        if self.cut_after is not None:
            return [json.dumps(c) for c in self._pieces(path, model)[: self.cut_after]]
        chunks = self._pieces(path, model)
        finish = "tool_calls" if self.tool_calls else "stop"
        if path == LEGACY_PATH:
            last: dict[str, Any] = {"index": 0, "text": "", "finish_reason": finish}
            chunks.append(self._envelope("text_completion", model, last, with_usage=False))
        else:
            last = {"index": 0, "delta": {}, "finish_reason": finish}
            chunks.append(self._envelope("chat.completion.chunk", model, last, with_usage=False))
        if usage and self.usage is not None:
            kind = "text_completion" if path == LEGACY_PATH else "chat.completion.chunk"
            tail = self._envelope(kind, model, None)
            chunks.append(tail)
        return [json.dumps(chunk) for chunk in chunks] + ["[DONE]"]

    def _pieces(self, path: str, model: str) -> list[dict[str, Any]]:
        text = self.text or ""
        parts = [text[i : i + self.piece] for i in range(0, len(text), self.piece)]
        if path == LEGACY_PATH:
            return [
                self._envelope("text_completion", model, {"index": 0, "text": part}, False)
                for part in parts
            ]
        deltas: list[dict[str, Any]] = [{"role": "assistant", "content": p} for p in parts]
        for index, (call_id, name, arguments) in enumerate(self.tool_calls):
            head = {"index": index, "id": call_id, "type": "function"}
            deltas.append({"tool_calls": [head | {"function": {"name": name, "arguments": ""}}]})
            for i in range(0, len(arguments), self.piece):
                piece = arguments[i : i + self.piece]
                deltas.append({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
        return [
            self._envelope("chat.completion.chunk", model, {"index": 0, "delta": d}, False)
            for d in deltas
        ]

    def _chat_completion(self, model: str) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": self.text}
        if self.tool_calls:
            message["tool_calls"] = [
                {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
                for i, n, a in self.tool_calls
            ]
        choice = {
            "index": 0,
            "message": message,
            "finish_reason": "tool_calls" if self.tool_calls else "stop",
        }
        return self._envelope("chat.completion", model, choice)

    def _completion(self, model: str) -> dict[str, Any]:
        choice = {"index": 0, "text": self.text or "", "finish_reason": "stop", "logprobs": None}
        return self._envelope("text_completion", model, choice)

    def _envelope(
        self, kind: str, model: str, choice: dict[str, Any] | None, with_usage: bool = True
    ) -> dict[str, Any]:
        reply: dict[str, Any] = {
            "id": "cmpl-test",
            "object": kind,
            "created": int(time.time()),
            "model": model,
            "choices": [] if choice is None else [choice],
        }
        if with_usage and self.usage is not None:
            prompt, completion = self.usage
            reply["usage"] = {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": prompt + completion,
            }
        return reply


def error_body(message: str, kind: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": None}}


# -- the server ---------------------------------------------------------------


@dataclass(frozen=True)
class Received:
    path: str
    body: Any
    headers: dict[str, str]
    errors: list[str]
    """Why the request was refused; empty when it passed validation."""


class OpenAIServer:
    """Run it with `with OpenAIServer() as server:`; point a client at `server.base_url`."""

    def __init__(self, extensions: frozenset[str] = frozenset()) -> None:
        self.extensions = extensions
        """Top-level request keys accepted beyond the API, as llama.cpp accepts `grammar`."""
        self._replies: deque[Reply | Callable[[Any], Reply]] = deque()
        self._lock = threading.Lock()
        self.received: list[Received] = []
        self.stopping = threading.Event()
        self.hung_up = threading.Event()
        """Set when a client closed a stream before its end."""
        self.streamed = threading.Event()
        """Set when a stream was sent to its end."""
        self._http = _HTTPServer(self)
        self._thread = threading.Thread(
            target=self._http.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._http.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def script(self, *replies: Reply | Callable[[Any], Reply]) -> None:
        """Replies in order; a callable makes its reply from the request's body."""
        with self._lock:
            self._replies.extend(replies)

    def rejected(self) -> list[Received]:
        """The requests that failed validation (or found the script empty)."""
        return [r for r in self.received if r.errors]

    def bodies(self, path: str = CHAT_PATH) -> list[Any]:
        return [r.body for r in self.received if r.path == path]

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopping.set()
        self._http.shutdown()
        self._http.server_close()
        self._thread.join(timeout=5)

    def handle(self, path: str, raw: bytes, headers: dict[str, str]) -> tuple[int, str, Reply]:
        """(status, body, the reply that set headers and delay) for one request."""
        body, errors = _parse_and_validate(path, raw, self.extensions)
        with self._lock:
            if not errors and not self._replies:
                errors = ["the test server has no scripted reply left"]
            self.received.append(Received(path, body, headers, errors))
            if errors:
                refusal = Reply(headers={"x-should-retry": "false"})
                message = "; ".join(errors)
                return 400, json.dumps(error_body(message, "invalid_request_error")), refusal
            reply = self._replies.popleft()
        if callable(reply):
            reply = reply(body)
        model = str(body.get("model", ""))
        return reply.status, reply.body(path, model), reply


def _parse_and_validate(path: str, raw: bytes, extensions: frozenset[str]) -> tuple[Any, list[str]]:
    try:
        body = json.loads(raw)
    except ValueError:
        return None, ["the body is not valid JSON"]
    if not isinstance(body, dict):
        return body, ["the body must be a JSON object"]
    return body, validate(path, body, extensions)


def _json_object(raw: bytes) -> dict[str, Any]:
    try:
        body = json.loads(raw)
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, owner: OpenAIServer) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.owner = owner


class _Handler(BaseHTTPRequestHandler):
    server: _HTTPServer

    def do_POST(self) -> None:
        owner = self.server.owner
        if self.path not in ADAPTERS:
            self._send(404, json.dumps(error_body(f"no route {self.path}", "not_found")), {})
            return
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        headers = {k.lower(): v for k, v in self.headers.items()}
        status, body, reply = owner.handle(self.path, raw, headers)
        if reply.delay and owner.stopping.wait(reply.delay):
            return
        if status == 200 and reply.made is not None:
            self._stream(reply.made(), reply)
            return
        asked = _json_object(raw)
        streamed = asked.get("stream") is True
        if status == 200 and streamed and reply.raw is None and reply.error is None:
            usage = bool((asked.get("stream_options") or {}).get("include_usage"))
            model = str(asked.get("model", ""))
            chunks = reply.chunks(self.path, model, usage)
            self._stream((f"data: {chunk}\n\n".encode() for chunk in chunks), reply)
            return
        self._send(status, body, reply.headers, reply.content_type)

    def _stream(self, pieces: Iterable[bytes], reply: Reply) -> None:
        """The pieces of an event stream, `reply.pause` apart; the connection closes at
        the end (HTTP/1.0, no length), as it does when a stream is cut."""
        owner = self.server.owner
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream; charset=utf-8")
            self.send_header("Cache-Control", "no-cache")
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            for index, piece in enumerate(pieces):
                if index and reply.pause and owner.stopping.wait(reply.pause):
                    return
                if owner.stopping.is_set():
                    return
                self.wfile.write(piece)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            owner.hung_up.set()  # the client closed the stream (an abandoned call)
            return
        owner.streamed.set()

    def _send(
        self,
        status: int,
        body: str,
        headers: dict[str, str],
        content_type: str = "application/json",
    ) -> None:
        data = body.encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test); nothing to tell it

    def log_message(self, format: str, *args: Any) -> None:
        pass
