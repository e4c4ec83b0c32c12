"""The OpenAI-compatible backend: any server with /v1/chat/completions.

Ollama, vLLM, the llama.cpp server and OpenAI itself all qualify. A ReAct
prompt goes out as one user message with the stop sequence, or, with
`react_api="completions"`, as the prompt of the legacy /v1/completions
endpoint; a native request goes out as chat messages with the tool specs.
`extra_body` is merged into every request body, for what a server adds to
the API (llama.cpp's `grammar`, a `response_format`, vLLM's `structured_outputs`);
a `constraint` (harness.backends.constraint) adds the fields that hold each step's
reply to the run's tools, and reads a native reply's JSON back as its call.

Every call streams (`stream=True`, with `stream_options.include_usage` so the
last chunk carries the token counts): the text and the tool calls (their
arguments arrive in pieces, by index) are put together chunk by chunk, and
the reply so far is told to the request's `on_text`, at most every
`TELL_EVERY` seconds and once at the end. A server that answers a streaming
request with a whole JSON reply is read as one.

The events are parsed from the bytes (lines end only at CR, LF or CRLF, so
U+2028 and the like inside a JSON string are text), and a server cannot make
a call take unbounded memory or time: an event over `MAX_EVENT_BYTES`, a
reply over `MAX_REPLY_CHARS` (or a JSON body over `MAX_BODY_BYTES`), and a
call that goes on past `max_seconds` (by default ten times the timeout, at
least `MAX_SECONDS`) are each a `ModelError`; a watchdog shuts the stream at
the deadline as `abandon` does.

The openai client keeps the timeout and does the retries, with exponential
backoff, on connection errors, timeouts, 408, 409, 429 and 5xx (honouring
`retry-after-ms` and `retry-after`), until the reply's headers; then the
timeout applies between two chunks, and a stream that stalls, or ends before
`[DONE]` or a finish reason, is a `ModelError` that says how far it got.
Whatever still fails becomes a `ModelError`. The reply is read with lenient
models of our own, so a server that leaves out fields we do not use still
works, and a reply or chunk that is not JSON or has no choices is a
`ModelError`, not a crash.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import socket
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

import httpx2
import openai
from pydantic import BaseModel, ValidationError

from harness.backends.base import (
    Message,
    ModelError,
    ModelReply,
    ModelRequest,
    OnText,
    ToolCall,
    estimate_tokens,
    messages_tokens,
    partial_text,
)
from harness.backends.constraint import ToolConstraint

ReactApi = Literal["chat", "completions"]
NO_KEY = "not-needed"
"""Sent when no key is configured: local servers ignore it, and the client needs one."""
MAX_TOKENS = 100_000_000
"""More than any context window: a count above it is a broken server, not a real reply."""
BODY_EXCERPT = 300
"""How much of an OpenAI-style error message a `ModelError` quotes."""
MEDIA_TYPE = re.compile(r"[A-Za-z0-9.+-]{1,40}/[A-Za-z0-9.+-]{1,60}")
"""The media type of a Content-Type header: all of it an error repeats."""
EVENT_STREAM = "text/event-stream"
STREAM_OPTIONS = {"include_usage": True}
MAX_EVENT_BYTES = 1024 * 1024
"""The longest line, or event, a stream may send: far above any real chunk."""
MAX_REPLY_CHARS = 1_000_000
"""The longest reply, text and tool-call arguments together: more than any real one."""
MAX_BODY_BYTES = 8 * MAX_REPLY_CHARS
"""The largest whole JSON reply (escapes make a character up to 6 bytes, plus the envelope)."""
MAX_SECONDS = 600.0
"""The least a call may take in all by default; `max_seconds` sets it."""
TELL_EVERY = 0.05
"""Seconds between two tellings of the reply so far: each tells the whole reply."""
_LINE_END = re.compile(rb"[\r\n]")


class _Usage(BaseModel):
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


class _Function(BaseModel):
    name: str
    arguments: str | dict[str, Any] | None = None
    """A JSON string per the spec; some servers send an object, or nothing."""


class _ToolCall(BaseModel):
    id: str = ""
    function: _Function


class _Message(BaseModel):
    content: str | None = None
    tool_calls: list[_ToolCall] | None = None


class _ChatChoice(BaseModel):
    message: _Message


class _ChatReply(BaseModel):
    choices: list[_ChatChoice]
    usage: _Usage | None = None


class _TextChoice(BaseModel):
    text: str


class _TextReply(BaseModel):
    choices: list[_TextChoice]
    usage: _Usage | None = None


class _DeltaFunction(BaseModel):
    name: str | None = None
    arguments: str | dict[str, Any] | None = None


class _DeltaToolCall(BaseModel):
    index: int | None = None
    id: str | None = None
    function: _DeltaFunction | None = None


class _Delta(BaseModel):
    content: str | None = None
    tool_calls: list[_DeltaToolCall] | None = None


class _ChunkChoice(BaseModel):
    index: int = 0
    delta: _Delta | None = None
    """Chat; a legacy completion's chunk has `text` instead."""
    text: str | None = None
    finish_reason: str | None = None


class _Chunk(BaseModel):
    choices: list[_ChunkChoice] = []
    usage: _Usage | None = None
    error: Any = None
    """What a server sends instead of a chunk when it fails mid-stream."""


@dataclass
class _PartialCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


@dataclass
class _Assembly:
    """A reply put together from its chunks."""

    text: list[str] = field(default_factory=list)
    calls: dict[int, _PartialCall] = field(default_factory=dict)
    usage: _Usage | None = None
    finished: bool = False
    chars: int = 0
    joined: str = field(default="", init=False)
    """The text parts joined so far: `text` then holds it as its first part."""

    def add(self, chunk: _Chunk) -> bool:
        """Take in one chunk; True when it added to the reply."""
        if chunk.usage is not None:
            self.usage = chunk.usage
        grew = False
        for choice in chunk.choices:
            if choice.index != 0:
                continue  # n > 1 is never asked for; a server that sends more is ignored
            if choice.finish_reason:
                self.finished = True
            pieces = [choice.text] if choice.text is not None else []
            if choice.delta is not None:
                pieces.append(choice.delta.content or "")
                for position, delta in enumerate(choice.delta.tool_calls or []):
                    grew = self._add_call(delta, position) or grew
            for piece in pieces:
                if piece:
                    self.text.append(piece)
                    self.chars += len(piece)
                    grew = True
        return grew

    def _add_call(self, delta: _DeltaToolCall, position: int) -> bool:
        index = delta.index if delta.index is not None else position
        call = self.calls.setdefault(index, _PartialCall())
        call.id = call.id or (delta.id or "")
        function = delta.function or _DeltaFunction()
        call.name += function.name or ""
        self.chars += len(function.name or "")
        arguments = function.arguments
        if isinstance(arguments, dict):
            arguments = json.dumps(arguments)
        if arguments:
            call.arguments.append(arguments)
            self.chars += len(arguments)
        return bool(function.name or arguments)

    def whole_text(self) -> str:
        """The text so far; only the parts that came since the last time are joined."""
        if len(self.text) > 1 or (self.text and self.text[0] is not self.joined):
            self.joined = "".join(self.text)
            self.text[:] = [self.joined]
        return self.joined

    def so_far(self, stop: list[str]) -> str:
        text = _cut_at_stop(self.whole_text(), stop)
        calls = [(c.name, "".join(c.arguments)) for _, c in sorted(self.calls.items())]
        return partial_text(text, calls)

    def tool_calls(self, turn: int) -> list[ToolCall]:
        return [
            ToolCall(
                id=call.id or f"call_{turn}_{k}", name=call.name, arguments="".join(call.arguments)
            )
            for k, (_, call) in enumerate(sorted(self.calls.items()))
        ]


class OpenAICompatModel:
    """A `Model` served by an OpenAI-compatible HTTP API, through the `openai` package."""

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        timeout: float = 60.0,
        max_retries: int = 3,
        react_api: ReactApi = "chat",
        temperature: float = 0.0,
        max_tokens: int | None = None,
        extra_body: Mapping[str, Any] | None = None,
        max_seconds: float | None = None,
        constraint: ToolConstraint | None = None,
    ) -> None:
        if react_api not in ("chat", "completions"):
            raise ValueError(f"react_api must be 'chat' or 'completions', not {react_api!r}")
        if max_seconds is not None and not max_seconds > 0:
            raise ValueError(f"max_seconds must be above 0, not {max_seconds!r}")
        self._max_seconds = max_seconds or max(MAX_SECONDS, 10 * timeout)
        self._model = model
        self._base_url = base_url
        self._timeout = timeout
        self._react_api = react_api
        self._sampling: dict[str, Any] = {"temperature": temperature}
        if max_tokens is not None:
            self._sampling["max_tokens"] = max_tokens
        self._extra_body = dict(extra_body or {})
        self.constraint = constraint
        """Set by the run once its tools are known (runs.agents)."""
        self._request_fields: dict[str, Any] = {}
        self._request_on_text: OnText | None = None
        self._transport = _CountingTransport()
        self._client = openai.OpenAI(
            base_url=base_url,
            api_key=api_key or os.environ.get(api_key_env) or NO_KEY,
            timeout=timeout,
            max_retries=max_retries,
            http_client=openai.DefaultHttpxClient(transport=self._transport),
        )

    @property
    def name(self) -> str:
        return f"openai:{self._model}"

    @property
    def sampling(self) -> dict[str, Any]:
        """What every request asks for besides the messages (`sampling_of` logs it)."""
        return dict(self._sampling)

    def generate(self, request: ModelRequest) -> ModelReply:
        # What an error says is read by the team, and a base URL may point anywhere the
        # worker reaches: no error quotes what an endpoint sent unless it is an
        # OpenAI-compatible error, and every failed connection reads the same, so an
        # error tells nothing of a service behind the URL or of whether its port is open.
        self._transport.tries = 0
        self._request_on_text = request.on_text
        started = time.monotonic()
        watchdog = threading.Timer(self._max_seconds, self._transport.overrun)
        watchdog.daemon = True
        self._transport.begin()
        watchdog.start()
        try:
            return self._generate(request)
        except _Overrun as exc:
            raise ModelError(self._overrun(exc.chars)) from exc
        except openai.APITimeoutError as exc:
            if self._transport.overran:
                raise ModelError(self._overrun(None)) from exc
            if isinstance(exc.__cause__, httpx2.ConnectTimeout):
                raise ModelError(self._unreachable()) from exc
            spent = time.monotonic() - started
            raise ModelError(self._silent(self._transport.tries, spent)) from exc
        except _Abandoned as exc:
            raise ModelError(f"the call to {self._base_url} was abandoned") from exc
        except _Cut as exc:
            raise ModelError(self._cut(exc)) from exc
        except openai.APIConnectionError as exc:
            raise ModelError(self._unreachable()) from exc
        except openai.APIStatusError as exc:
            raise ModelError(self._refusal(exc.response)) from exc
        except openai.OpenAIError as exc:
            raise ModelError(f"{type(exc).__name__}: {exc}") from exc
        finally:
            watchdog.cancel()

    def abandon(self) -> None:
        """Give up the call in progress (from another thread): the client sends nothing
        more, retries included, and the connection waiting for a reply, or streaming
        one, is closed at once."""
        self._transport.abandon()

    def _overrun(self, chars: int | None) -> str:
        if chars is None:
            return f"the call to {self._base_url} went on past {self._max_seconds:g} s"
        after = f"after {chars} character{'' if chars == 1 else 's'}"
        return f"the stream from {self._base_url} went on past {self._max_seconds:g} s {after}"

    def _unreachable(self) -> str:
        return f"could not connect to {self._base_url}"

    def _cut(self, cut: _Cut) -> str:
        where = f"the stream from {self._base_url}"
        after = f"after {cut.chars} character{'' if cut.chars == 1 else 's'}"
        if cut.stalled:
            return f"{where} stalled: nothing for {self._timeout:g} s {after}"
        return f"{where} ended mid-reply {after}"

    def _silent(self, tries: int, spent: float) -> str:
        """No reply in time: how long each try waited, and, after retries, how many tries
        there were and how long they took with the client's pauses between them."""
        said = f"no reply from {self._base_url} in {self._timeout:g} s"
        if tries <= 1:
            return said
        return f"{said}, {tries} tries over {duration(spent)}"

    def _refusal(self, response: httpx2.Response) -> str:
        """An error status: the server's message if it is an OpenAI-compatible error."""
        message = _api_error_message(response)
        if message is None:
            said = _not_the_api(self._base_url, response, "an OpenAI-compatible API")
        else:
            said = f"HTTP {response.status_code} from {self._base_url}: {message}"
        return said + self._hint(response.status_code)

    def _hint(self, status: int) -> str:
        """A 404 from a base URL without /v1 is most often just that."""
        path = urlsplit(self._base_url).path.rstrip("/")
        if status != 404 or path.endswith("/v1"):
            return ""
        return f"; try {self._base_url.rstrip('/')}/v1"

    def _generate(self, request: ModelRequest) -> ModelReply:
        if self.constraint is None:
            return self._generate_as_asked(request)
        self._request_fields = self.constraint.fields(request)
        request = dataclasses.replace(request, tools=self.constraint.offered(request))
        try:
            reply = self._generate_as_asked(request)
        finally:
            self._request_fields = {}
        return self.constraint.read_reply(request, reply)

    def _generate_as_asked(self, request: ModelRequest) -> ModelReply:
        if request.prompt is not None:
            if self._react_api == "completions":
                return self._complete(request.prompt, request.stop)
            messages: list[Message] = [{"role": "user", "content": request.prompt}]
            return self._chat(messages, [], request.stop, request.turn)
        if request.messages is not None:
            return self._chat(request.messages, request.tools, request.stop, request.turn)
        raise ModelError("the request has neither a prompt nor messages")

    def _chat(
        self, messages: list[Message], tools: list[dict[str, Any]], stop: list[str], turn: int
    ) -> ModelReply:
        options = self._options(stop) | {"messages": messages}
        if tools:  # the API rejects an empty tools array
            options["tools"] = tools
        create = self._client.chat.completions.with_streaming_response.create
        with create(**options) as raw:
            whole = self._stream(raw.http_response, _ChatReply, stop, self._request_on_text)
        if isinstance(whole, _Assembly):
            text = _cut_at_stop(whole.whole_text(), stop)
            calls = whole.tool_calls(turn)
            usage = whole.usage
        else:
            if not whole.choices:
                raise ModelError(f"the reply from {self._base_url} has no choices")
            message = whole.choices[0].message
            text = _cut_at_stop(message.content or "", stop)
            calls = [
                _tool_call(call, f"call_{turn}_{k}")
                for k, call in enumerate(message.tool_calls or [])
            ]
            usage = whole.usage
            self._tell(partial_text(text, [(c.name, c.arguments) for c in calls]))
        tokens_out = estimate_tokens(text) + sum(estimate_tokens(c.arguments) for c in calls)
        tokens = _tokens(usage, messages_tokens(messages), tokens_out)
        return ModelReply(text=text, tool_calls=calls, tokens_in=tokens[0], tokens_out=tokens[1])

    def _complete(self, prompt: str, stop: list[str]) -> ModelReply:
        options = self._options(stop) | {"prompt": prompt}
        with self._client.completions.with_streaming_response.create(**options) as raw:
            whole = self._stream(raw.http_response, _TextReply, stop, self._request_on_text)
        if isinstance(whole, _Assembly):
            text = _cut_at_stop(whole.whole_text(), stop)
        else:
            if not whole.choices:
                raise ModelError(f"the reply from {self._base_url} has no choices")
            text = _cut_at_stop(whole.choices[0].text, stop)
            self._tell(text)
        tokens = _tokens(whole.usage, estimate_tokens(prompt), estimate_tokens(text))
        return ModelReply(text=text, tokens_in=tokens[0], tokens_out=tokens[1])

    def _stream[R: _ChatReply | _TextReply](
        self, response: httpx2.Response, shape: type[R], stop: list[str], on_text: OnText | None
    ) -> _Assembly | R:
        """The chunks of an event stream put together, or the whole reply of a server that
        sent one (it ignored `stream`)."""
        if response.is_error:  # the client raises for these; this is for safety
            raise openai.APIStatusError("error", response=response, body=None)
        media = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if media != EVENT_STREAM:
            return self._whole(response, shape)
        whole = _Assembly()
        told = float("-inf")  # when the reply so far was last told (monotonic)
        untold = False
        self._transport.streaming(response)
        try:
            for data in _events(response, whole, self._transport, self._base_url):
                if data == "[DONE]":
                    whole.finished = True
                    break
                if not whole.add(self._chunk(data, response, shape)):
                    continue
                if whole.chars > MAX_REPLY_CHARS:
                    raise ModelError(self._too_long())
                untold = True
                now = time.monotonic()
                if on_text is not None and now - told >= TELL_EVERY:
                    on_text(whole.so_far(stop))
                    told, untold = now, False
        finally:
            self._transport.streaming(None)
        if not whole.finished:
            raise _Cut(whole.chars, stalled=False)
        if untold and on_text is not None:
            on_text(whole.so_far(stop))
        return whole

    def _whole[R: _ChatReply | _TextReply](self, response: httpx2.Response, shape: type[R]) -> R:
        """The reply of a server that sent one JSON body, read up to `MAX_BODY_BYTES`."""
        body = bytearray()
        self._transport.streaming(response)
        try:
            for piece in response.iter_bytes():
                body += piece
                if len(body) > MAX_BODY_BYTES:
                    raise ModelError(
                        f"{self._base_url} sent a reply larger than {_mib(MAX_BODY_BYTES)}"
                    )
        except httpx2.TimeoutException as exc:
            self._transport.check(0)
            raise _Cut(0, stalled=True) from exc
        except (httpx2.TransportError, httpx2.StreamError) as exc:
            self._transport.check(0)
            raise _Cut(0, stalled=False) from exc
        finally:
            self._transport.streaming(None)
        self._transport.check(0)
        reply = _read(shape, response, bytes(body), self._base_url)
        chars = 0
        for choice in reply.choices:
            if isinstance(choice, _TextChoice):
                chars += len(choice.text)
            else:
                chars += len(choice.message.content or "")
                for call in choice.message.tool_calls or []:
                    chars += len(call.function.name) + len(str(call.function.arguments or ""))
        if chars > MAX_REPLY_CHARS:
            raise ModelError(self._too_long())
        return reply

    def _too_long(self) -> str:
        return f"the reply from {self._base_url} went on past {MAX_REPLY_CHARS:,} characters"

    def _chunk(self, data: str, response: httpx2.Response, shape: type[BaseModel]) -> _Chunk:
        try:
            chunk = _Chunk.model_validate_json(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "(chunk)"
            problem = f" ({where}: {first['msg']})" if first["type"] != "json_invalid" else ""
            raise ModelError(
                f"{self._base_url} sent a chunk that is not a {_kind(shape)} chunk{problem}"
            ) from exc
        if chunk.error is not None:
            error = chunk.error if isinstance(chunk.error, dict) else {}
            message = error.get("message")
            said = message[:BODY_EXCERPT] if isinstance(message, str) and message else "(none)"
            raise ModelError(f"{self._base_url} sent an error mid-stream: {said}")
        return chunk

    def _tell(self, text: str) -> None:
        if self._request_on_text is not None and text:
            self._request_on_text(text)

    def _options(self, stop: list[str]) -> dict[str, Any]:
        options: dict[str, Any] = {"model": self._model, **self._sampling}
        options |= {"stream": True, "stream_options": STREAM_OPTIONS}
        if stop:
            options["stop"] = stop
        if self._extra_body or self._request_fields:
            options["extra_body"] = self._extra_body | self._request_fields
        return options


class _Abandoned(openai.OpenAIError):
    """The call was abandoned: raised where the next request would have gone out."""


class _Overrun(openai.OpenAIError):
    """The call went on past its `max_seconds`; `chars` is how far its stream got, if it
    began."""

    def __init__(self, chars: int | None) -> None:
        super().__init__(chars)
        self.chars = chars


class _Cut(Exception):
    """The stream ended, or stalled, before the reply did."""

    def __init__(self, chars: int, *, stalled: bool) -> None:
        super().__init__(chars)
        self.chars = chars
        self.stalled = stalled


class _CountingTransport(httpx2.BaseTransport):
    """The client's transport, counting the requests it sends (the tries of a call), and
    refusing any more once the call is abandoned."""

    def __init__(self) -> None:
        self._inner = httpx2.HTTPTransport()
        self._abandoned = threading.Event()
        self._overran = threading.Event()
        self._lock = threading.Lock()
        self._streaming: httpx2.Response | None = None
        self.tries = 0

    @property
    def abandoned(self) -> bool:
        return self._abandoned.is_set()

    @property
    def overran(self) -> bool:
        return self._overran.is_set()

    def check(self, chars: int) -> None:
        """Raise if the call was abandoned, or went on past its time, while it read."""
        if self._abandoned.is_set():
            raise _Abandoned
        if self._overran.is_set():
            raise _Overrun(chars)

    def begin(self) -> None:
        """A new call: the last one's overrun is forgotten (an abandon is not)."""
        self._overran.clear()

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        if self._abandoned.is_set():
            raise _Abandoned  # an OpenAIError: the client does not retry it
        if self._overran.is_set():
            raise _Overrun(None)
        self.tries += 1
        return self._inner.handle_request(request)

    def streaming(self, response: httpx2.Response | None) -> None:
        """The response being read chunk by chunk, which `abandon` shuts."""
        with self._lock:
            self._streaming = response
        if response is not None and (self._abandoned.is_set() or self._overran.is_set()):
            _shut(response)

    def abandon(self) -> None:
        self._abandoned.set()
        with self._lock:
            response = self._streaming
        if response is not None:
            _shut(response)
        self._inner.close()

    def overrun(self) -> None:
        """The call's time is up (the watchdog): shut its stream, send nothing more."""
        self._overran.set()
        with self._lock:
            response = self._streaming
        if response is not None:
            _shut(response)

    def close(self) -> None:
        self._inner.close()


def _shut(response: httpx2.Response) -> None:
    """Shut a response's connection from another thread: a read blocked on it returns at
    once and the server sees the connection go (closing alone would wait for the read)."""
    stream = response.extensions.get("network_stream")
    sock = stream.get_extra_info("socket") if stream is not None else None
    if isinstance(sock, socket.socket):
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def _events(
    response: httpx2.Response, whole: _Assembly, transport: _CountingTransport, base_url: str
) -> Iterator[str]:
    """The `data:` of each server-sent event, as the lines come; comments and other fields
    are skipped, and an event's data lines are joined as the spec says. A line, or an
    event, over `MAX_EVENT_BYTES` is a `ModelError`."""
    data: list[str] = []
    size = 0
    lines = _Lines()
    try:
        for piece in response.iter_bytes():
            transport.check(whole.chars)
            for raw in lines.feed(piece, base_url):
                if not raw:
                    if data:
                        yield "\n".join(data)
                        data, size = [], 0
                    continue
                if raw.startswith(b"data:"):
                    size += len(raw)
                    if size > MAX_EVENT_BYTES:
                        raise ModelError(_too_large(base_url))
                    data.append(raw[5:].removeprefix(b" ").decode("utf-8", errors="replace"))
        last = lines.rest()
        if last.startswith(b"data:"):
            data.append(last[5:].removeprefix(b" ").decode("utf-8", errors="replace"))
        if data:
            yield "\n".join(data)
    except httpx2.TimeoutException as exc:
        transport.check(whole.chars)
        raise _Cut(whole.chars, stalled=True) from exc
    except (httpx2.TransportError, httpx2.StreamError) as exc:
        transport.check(whole.chars)
        raise _Cut(whole.chars, stalled=False) from exc
    transport.check(whole.chars)


class _Lines:
    """Bytes cut into lines at CR, LF or CRLF only, as server-sent events end them (not at
    U+2028 or U+0085, which a JSON string may hold raw); a leading BOM is dropped."""

    def __init__(self) -> None:
        self._line = bytearray()
        self._after_cr = False
        self._first = True

    def feed(self, piece: bytes, base_url: str) -> Iterator[bytes]:
        if self._first and piece:
            self._first = False
            piece = piece.removeprefix(b"\xef\xbb\xbf")
        start = 0
        if self._after_cr and piece:
            self._after_cr = False
            if piece[:1] == b"\n":
                start = 1
        while start < len(piece):
            found = _LINE_END.search(piece, start)
            end = found.start() if found is not None else len(piece)
            if len(self._line) + end - start > MAX_EVENT_BYTES:
                raise ModelError(_too_large(base_url))
            self._line += piece[start:end]
            if found is None:
                return
            line = bytes(self._line)
            self._line.clear()
            start = end + 1
            if piece[end] == 0x0D:  # CR: a LF right after it ends the same line
                if start == len(piece):
                    self._after_cr = True
                elif piece[start] == 0x0A:
                    start += 1
            yield line

    def rest(self) -> bytes:
        """The last line, if the stream ended without ending it."""
        return bytes(self._line)


def _too_large(base_url: str) -> str:
    return f"{base_url} sent an event larger than {_mib(MAX_EVENT_BYTES)}"


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):g} MiB" if size % (1024 * 1024) == 0 else f"{size:,} bytes"


def duration(seconds: float) -> str:
    """`0.4 s`, `12 s`, `4 min 3 s`."""
    if seconds < 10:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest} s" if minutes else f"{rest} s"


def _read[R: BaseModel](shape: type[R], response: httpx2.Response, body: bytes, base_url: str) -> R:
    try:
        return shape.model_validate_json(body)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(body)"
        # The field and what is wrong with it, never the value: that is the endpoint's text.
        problem = f" ({where}: {first['msg']})" if first["type"] != "json_invalid" else ""
        raise ModelError(_not_the_api(base_url, response, f"a {_kind(shape)}") + problem) from exc


def _not_the_api(base_url: str, response: httpx2.Response, expected: str) -> str:
    """A reply that is not what an OpenAI-compatible API sends, said by its status and
    content type alone."""
    kind = MEDIA_TYPE.match(response.headers.get("content-type", ""))
    media = kind.group(0).lower() if kind else "no content type"
    return f"{base_url} answered HTTP {response.status_code} with {media}, not {expected}"


def _api_error_message(response: httpx2.Response) -> str | None:
    """The message of an OpenAI-style error body (`{"error": {"message": ...}}`, or vLLM's
    `{"object": "error", "message": ...}`), or None for any other body."""
    try:
        body = response.json()
    except ValueError:
        return None
    if not isinstance(body, dict):
        return None
    error = body.get("error") if isinstance(body.get("error"), dict) else None
    if error is None and body.get("object") == "error":
        error = body
    message = error.get("message") if error is not None else None
    return message[:BODY_EXCERPT] if isinstance(message, str) and message else None


def _kind(shape: type[BaseModel]) -> str:
    return "chat completion" if shape is _ChatReply else "completion"


def _tool_call(call: _ToolCall, fallback_id: str) -> ToolCall:
    arguments = call.function.arguments
    if isinstance(arguments, dict):
        arguments = json.dumps(arguments)
    return ToolCall(id=call.id or fallback_id, name=call.function.name, arguments=arguments or "")


def _cut_at_stop(text: str, stop: list[str]) -> str:
    """The text up to the first stop sequence, for servers that send it back anyway."""
    ends = [i for i in (text.find(s) for s in stop if s) if i >= 0]
    return text[: min(ends)] if ends else text


def _tokens(usage: _Usage | None, estimate_in: int, estimate_out: int) -> tuple[int, int]:
    """(tokens in, tokens out): the server's counts where they are sane, else the estimates."""
    usage = usage or _Usage()
    return _count(usage.prompt_tokens, estimate_in), _count(usage.completion_tokens, estimate_out)


def _count(reported: int | None, estimate: int) -> int:
    # A server may send nothing, a negative number or nonsense; none of it reaches the totals.
    return reported if reported is not None and 0 <= reported <= MAX_TOKENS else estimate
