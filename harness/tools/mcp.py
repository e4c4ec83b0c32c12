"""Tools from MCP servers: a stdio or streamable-HTTP MCP server's tools as harness Tools.

The harness loop is synchronous and the `mcp` client is async (anyio), so an
McpServer runs one client session on an asyncio loop in a background thread;
each tool call is submitted to that loop and its wait is bounded.

    with McpServer(["python", "server.py"], prefix="fs_") as server:
        registry = ToolRegistry(server.tools())
        ...

    with McpServer(url="http://127.0.0.1:8000/mcp") as server:   # streamable HTTP
        ...

A stdio server runs in the sandbox (harness.tools.sandbox), under the `sandbox` policy
it is given: the system, the Python installation and `sandbox.readable`
read-only (add the server's own folder or venv there), `cwd` read-write (else
only a private /tmp), an environment of the sandbox's and `env`, and no
network unless `sandbox.network` (then a proxy of its own for as long as it
runs, harness.tools.netproxy: public addresses and those `allowed`). Where the
sandbox cannot start, neither does the server. A streamable-HTTP server is
already running elsewhere: the client connects from this process to the URL it
is given.

Annotations are hints from the server; without them a tool is treated as the
cautious default: it may write, and its output comes from the open web.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import copy
import json
import math
import os
import re
import shutil
import threading
import time
from collections.abc import Coroutine, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, TextIO, TypeVar

import anyio
import mcp_types
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from mcp import Client, StdioServerParameters, stdio_client
from mcp.client.stdio import DEFAULT_INHERITED_ENV_VARS
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError

from harness.agent.shapes import Effect, TrustLane
from harness.tools import netproxy
from harness.tools.base import Tool, ToolContext, ToolError, ToolFunction, ToolOutput
from harness.tools.sandbox import Sandbox, SandboxUnavailable, handover

DEFAULT_TIMEOUT = 30.0
"""Seconds a tool call may take."""
START_TIMEOUT = 15.0
"""Seconds to spawn the server, agree on a protocol and list its tools."""
STOP_TIMEOUT = 10.0
"""Seconds close() waits; the SDK's own shutdown (stdin close, SIGTERM, SIGKILL) ends in ~7 s."""
_CALL_MARGIN = 2.0
"""Extra seconds a caller waits past the request timeout, for the SDK to report it."""
_STDERR_LIMIT = 4000
_MAX_PAGES = 100
_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9_-]")
"""Characters a function name may not have in the OpenAI tool-calling API."""

_T = TypeVar("_T")


class McpServerError(ToolError):
    """The MCP server could not be started, died, or broke the protocol."""


class McpServer:
    """A stdio MCP server, run as a child process for as long as the context lasts; or a
    streamable-HTTP one at `url`, connected to for as long."""

    def __init__(
        self,
        command: Sequence[str] = (),
        *,
        url: str | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
        prefix: str = "",
        timeout: float = DEFAULT_TIMEOUT,
        start_timeout: float = START_TIMEOUT,
        sandbox: Sandbox | None = None,
        allowed: tuple[str, ...] = (),
    ) -> None:
        """`env` is added to the sandbox's (PATH, HOME=/tmp, LANG); `sandbox` is Sandbox().
        `allowed`: what its opened network reaches although internal (fetch_allowed).
        Give a `command` or a `url`, not both."""
        if bool(command) == (url is not None):
            raise ValueError("an MCP server needs a command (at least the program) or a URL")
        self.command = list(command)
        self.url = url
        self.env = dict(env) if env is not None else None
        self.cwd = cwd
        self.prefix = prefix
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.sandbox = sandbox if sandbox is not None else Sandbox()
        self.allowed = allowed
        self._network = contextlib.ExitStack()
        """The proxy of an opened network, held until close()."""
        self._server_name: str | None = None
        self._listing: list[mcp_types.Tool] = []
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        # Shared with the loop thread: these four change under the lock; _failure is
        # written before _ready is set and read after it.
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._client: Client | None = None
        self._closing = False
        self._failure: BaseException | None = None
        self._stderr: _StderrTail | None = None

    def __enter__(self) -> McpServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def name(self) -> str:
        """The name the server gave itself, or its program's name (its URL)."""
        return self._server_name or (Path(self.command[0]).name if self.command else self.where)

    @property
    def where(self) -> str:
        """The command line or the URL, as messages show it."""
        return repr(self.command) if self.command else str(self.url)

    @property
    def stderr(self) -> str:
        """The last few thousand characters the server wrote to stderr."""
        return self._stderr.text() if self._stderr is not None else ""

    def start(self) -> None:
        """Spawn the server and list its tools, or raise McpServerError."""
        if self._thread is not None:
            raise RuntimeError("this McpServer was already started")
        parameters = self._parameters() if self.command else None
        self._stderr = stderr = _StderrTail(_STDERR_LIMIT)
        self._thread = threading.Thread(
            target=self._run_loop, args=(parameters, stderr), name="mcp-client", daemon=True
        )
        self._thread.start()
        # The loop enforces start_timeout itself; this wait only guards a wedged loop.
        if not self._ready.wait(self.start_timeout + STOP_TIMEOUT):
            self.close()
            raise McpServerError(f"MCP server {self.where} did not start; giving up")
        if self._failure is not None:
            failure = self._failure
            self.close()
            raise McpServerError(self._start_failure_message(failure)) from failure

    def close(self) -> None:
        """Stop the session and the server process; every wait is bounded."""
        with self._lock:
            self._closing = True
            loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed in the meantime
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(STOP_TIMEOUT)
        if self._stderr is not None:
            self._stderr.close()
        self._network.close()

    def tools(self) -> list[Tool]:
        """One harness Tool per tool the server listed when it started."""
        if self._client is None:
            raise RuntimeError("the MCP server is not running; use `with McpServer(...)` first")
        return [self._to_tool(spec) for spec in self._listing]

    def call(
        self,
        name: str,
        arguments: Mapping[str, Any],
        cancelled: threading.Event | None = None,
    ) -> ToolOutput:
        """Call the server's tool `name` (its own name, without the prefix); `cancelled`
        set (the run's cancel) gives the call up and asks the server to cancel it."""
        coro = self._call_tool(name, dict(arguments))
        return render_result(self._submit(coro, self.timeout + _CALL_MARGIN, cancelled))

    # The loop thread

    def _parameters(self) -> StdioServerParameters:
        """bwrap's command line for the server, or McpServerError: never run bare."""
        program = self.command[0]
        env = self.sandbox.environment(self.env)
        workspace = Path(self.cwd).resolve() if self.cwd is not None else None
        if "/" in program:
            found = ((workspace or Path.cwd()) / program).exists()
        else:
            found = shutil.which(program, path=env["PATH"]) is not None
        if not found:
            raise McpServerError(self._could_not_start(f"no such program: {program!r}"))
        # The SDK adds a few of the worker's variables (USER, SHELL...); the sandbox drops them.
        unset = [name for name in DEFAULT_INHERITED_ENV_VARS if name not in env]
        proxy = self._network.enter_context(netproxy.opened(self.sandbox, self.allowed))
        try:
            argv = self.sandbox.argv(self.command, workspace=workspace, unset=unset, proxy=proxy)
        except (SandboxUnavailable, ValueError) as exc:
            self._network.close()
            raise McpServerError(self._could_not_start(str(exc))) from exc
        if workspace is not None:
            handover(workspace, uid=self.sandbox.uid)
        return StdioServerParameters(command=argv[0], args=argv[1:], env=env)

    def _run_loop(self, parameters: StdioServerParameters | None, stderr: _StderrTail) -> None:
        asyncio.run(self._serve(parameters, stderr))

    async def _serve(self, parameters: StdioServerParameters | None, stderr: _StderrTail) -> None:
        stop = asyncio.Event()
        with self._lock:
            self._loop, self._stop = asyncio.get_running_loop(), stop
            if self._closing:
                stop.set()
        try:
            await self._session(parameters, stop, stderr.writer)
        except Exception as exc:  # kept for start() and for later calls to report
            self._failure = exc
        finally:
            with self._lock:
                self._client = None
            stderr.close_writer()
            self._ready.set()

    async def _session(
        self, parameters: StdioServerParameters | None, stop: asyncio.Event, errlog: TextIO
    ) -> None:
        """Connect, list the tools, then hold the session open until stop is set."""
        # A deadline (not fail_after) so it can be lifted once the server is up.
        with anyio.CancelScope(deadline=anyio.current_time() + self.start_timeout) as scope:
            # The transport is built here, not by Client, to send the server's stderr to the tail.
            if parameters is not None:
                transport = stdio_client(parameters, errlog=errlog)
            else:  # __init__ took a command or a URL
                transport = streamable_http_client(str(self.url))
            async with Client(transport) as client:
                self._listing = await _list_tools(client)
                self._server_name = client.server_info.name if client.server_info else None
                scope.deadline = math.inf
                with self._lock:
                    self._client = client
                self._ready.set()
                await stop.wait()
        if scope.cancelled_caught:
            raise TimeoutError(f"no answer within {self.start_timeout:g}s")

    async def _call_tool(self, name: str, arguments: dict[str, Any]) -> mcp_types.CallToolResult:
        client = self._client
        if client is None:
            raise MCPError(mcp_types.CONNECTION_CLOSED, "Connection closed")
        return await client.call_tool(name, arguments, read_timeout_seconds=self.timeout)

    # The caller's thread

    def _submit(
        self,
        coro: Coroutine[Any, Any, _T],
        wait: float,
        cancelled: threading.Event | None = None,
    ) -> _T:
        """Run `coro` on the loop and wait at most `wait` seconds, or until `cancelled` is
        set; failures become ToolErrors."""
        with self._lock:
            loop = self._loop if self._client is not None and not self._closing else None
            if loop is None:
                coro.close()
                raise McpServerError(self._gone_message())
            future = asyncio.run_coroutine_threadsafe(coro, loop)
        try:
            return _result_unless_cancelled(future, wait, cancelled)
        except _CallCancelled:
            future.cancel()  # the SDK then asks the server to cancel the request
            raise McpServerError("cancelled with the run; the server was asked to stop") from None
        except concurrent.futures.TimeoutError:
            future.cancel()  # the SDK then asks the server to cancel the request
            raise McpServerError(f"no answer from the MCP server within {wait:g}s") from None
        except concurrent.futures.CancelledError:
            raise McpServerError(self._gone_message()) from None
        except MCPError as exc:
            raise McpServerError(self._mcp_error_message(exc)) from exc
        except ValidationError as exc:
            raise McpServerError(f"the MCP server sent a malformed result: {exc}") from exc
        except Exception as exc:
            raise McpServerError(f"the MCP client failed: {type(exc).__name__}: {exc}") from exc

    def _to_tool(self, spec: mcp_types.Tool) -> Tool:
        annotations = spec.annotations
        parameters, schema_error = tool_parameters(spec)
        metadata: dict[str, Any] = {
            "mcp_server": self.name,
            "mcp_tool": spec.name,
            "destructive_hint": annotations.destructive_hint if annotations else None,
            "annotations": (
                annotations.model_dump(mode="json", by_alias=True, exclude_none=True)
                if annotations
                else {}
            ),
        }
        if schema_error is not None:
            metadata["schema_error"] = schema_error
        return Tool(
            name=self.prefix + _UNSAFE_NAME.sub("_", spec.name),
            description=tool_description(spec),
            parameters=parameters,
            fn=self._tool_function(spec.name),
            effect=tool_effect(annotations),
            trust_lane=tool_trust_lane(annotations),
            family="mcp",
            timeout=self.timeout,
            metadata=metadata,
        )

    def _tool_function(self, name: str) -> ToolFunction:
        # ctx is positional-only, so a server tool may have an argument called "ctx".
        def call(ctx: ToolContext, /, **arguments: Any) -> ToolOutput:
            return self.call(name, arguments, ctx.cancelled)

        return call

    # Messages

    def _start_failure_message(self, failure: BaseException) -> str:
        cause = _innermost(failure)
        if isinstance(cause, FileNotFoundError) and self.command:
            reason = f"no such program: {self.command[0]!r}"
        elif isinstance(cause, MCPError) and cause.code == mcp_types.CONNECTION_CLOSED:
            reason = "it exited (or closed its stdout) before answering"
        else:
            reason = f"{type(cause).__name__}: {cause}"
        return self._could_not_start(reason + self._stderr_note())

    def _could_not_start(self, reason: str) -> str:
        return f"could not start the MCP server {self.where}: {reason}"

    def _mcp_error_message(self, exc: MCPError) -> str:
        if exc.code == mcp_types.REQUEST_TIMEOUT:
            return f"timed out after {self.timeout:g}s; the MCP server was asked to cancel it"
        if exc.code == mcp_types.CONNECTION_CLOSED:
            return f"the MCP server {self.name} closed the connection{self._stderr_note()}"
        return f"the MCP server {self.name} answered with error {exc.code}: {exc.message}"

    def _gone_message(self) -> str:
        if self._failure is not None:
            cause = _innermost(self._failure)
            return f"the MCP server {self.name} has stopped ({type(cause).__name__}: {cause})"
        return f"the MCP server {self.name} is not running"

    def _stderr_note(self) -> str:
        tail = self.stderr.strip()
        return f"; its stderr ends with:\n{tail[-1000:]}" if tail else ""


class _CallCancelled(Exception):
    """The run was cancelled while a call waited for its result."""


CANCEL_POLL = 0.1
"""Seconds between two looks at the run's cancel flag while a call waits."""


def _result_unless_cancelled[T](
    future: concurrent.futures.Future[T], wait: float, cancelled: threading.Event | None
) -> T:
    """The future's result within `wait` seconds (TimeoutError after), or _CallCancelled
    as soon as `cancelled` is set."""
    if cancelled is None:
        return future.result(wait)
    deadline = time.monotonic() + wait
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise concurrent.futures.TimeoutError
        try:
            return future.result(min(left, CANCEL_POLL))
        except concurrent.futures.TimeoutError:
            if cancelled.is_set():
                raise _CallCancelled from None


def tool_effect(annotations: mcp_types.ToolAnnotations | None) -> Effect:
    """`read` only when the server says the tool is read-only."""
    return "read" if annotations is not None and annotations.read_only_hint is True else "write"


def tool_trust_lane(annotations: mcp_types.ToolAnnotations | None) -> TrustLane:
    """`internal` only when the server says the tool's world is closed."""
    closed = annotations is not None and annotations.open_world_hint is False
    return "internal" if closed else "external-web"


def tool_parameters(spec: mcp_types.Tool) -> tuple[dict[str, Any], str | None]:
    """The tool's input schema, and why it was replaced when it is not valid JSON Schema."""
    if not spec.input_schema:
        return {"type": "object"}, None
    schema = copy.deepcopy(spec.input_schema)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        # The server still validates its arguments; the registry just cannot.
        return {"type": "object"}, exc.message
    return schema, None


def tool_description(spec: mcp_types.Tool) -> str:
    title = spec.title or (spec.annotations.title if spec.annotations else None)
    return spec.description or title or f"The {spec.name} tool of an MCP server."


def render_result(result: mcp_types.CallToolResult) -> ToolOutput:
    """The result as text: text parts as they are, other parts described."""
    parts = [render_block(block) for block in result.content]
    has_text = any(isinstance(block, mcp_types.TextContent) for block in result.content)
    if not has_text and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return ToolOutput.text("\n".join(parts), is_error=result.is_error)


def render_block(block: mcp_types.ContentBlock) -> str:
    if isinstance(block, mcp_types.TextContent):
        return block.text
    if isinstance(block, mcp_types.ImageContent | mcp_types.AudioContent):
        return f"[{block.type}: {block.mime_type}, {_base64_size(block.data)} bytes]"
    if isinstance(block, mcp_types.ResourceLink):
        return f"[resource link: {block.uri}{_mime_note(block.mime_type)}]"
    contents = block.resource
    if isinstance(contents, mcp_types.TextResourceContents):
        return f"[resource: {contents.uri}{_mime_note(contents.mime_type)}]\n{contents.text}"
    size = _base64_size(contents.blob)
    return f"[resource: {contents.uri}{_mime_note(contents.mime_type)}, {size} bytes]"


def _mime_note(mime_type: str | None) -> str:
    return f", {mime_type}" if mime_type else ""


def _base64_size(data: str) -> int:
    """The decoded size of well-formed base64, without decoding it."""
    return len(data.strip().rstrip("=")) * 3 // 4


async def _list_tools(client: Client) -> list[mcp_types.Tool]:
    tools: list[mcp_types.Tool] = []
    cursor: str | None = None
    for _ in range(_MAX_PAGES):  # a server that pages forever cannot hang the start
        page = await client.list_tools(cursor=cursor)
        tools.extend(page.tools)
        cursor = page.next_cursor
        if cursor is None:
            break
    return tools


def _innermost(exc: BaseException) -> BaseException:
    """The one exception inside nested single-member groups (anyio task groups wrap)."""
    while isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:
        exc = exc.exceptions[0]
    return exc


class _StderrTail:
    """A pipe for the server's stderr, drained on a daemon thread, keeping its end.

    A pipe rather than a file: the tail can be read while the server writes, and
    the server never blocks on a full pipe because the thread always drains it.
    """

    def __init__(self, limit: int) -> None:
        self._read_fd, write_fd = os.pipe()
        self.writer: TextIO = os.fdopen(write_fd, "w", encoding="utf-8", errors="replace")
        self._limit = limit
        self._tail = b""
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._drain, name="mcp-stderr", daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        try:
            while chunk := os.read(self._read_fd, 4096):
                with self._lock:
                    self._tail = (self._tail + chunk)[-self._limit :]
        finally:
            os.close(self._read_fd)

    def text(self) -> str:
        with self._lock:
            return self._tail.decode("utf-8", "replace")

    def close_writer(self) -> None:
        """Drop our end once the server is gone, so the reader sees the end of the pipe."""
        self.writer.close()

    def close(self) -> None:
        """Close our end and let the reader catch up with what the server wrote last."""
        self.close_writer()
        self._thread.join(1.0)
