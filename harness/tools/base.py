"""What a tool is: a typed function with a schema, an effect, a trust lane and a family."""

from __future__ import annotations

import inspect
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_type_hints

from pydantic import ConfigDict, create_model

from harness.agent.shapes import Effect, TrustLane
from harness.chat.prompts import function_spec
from harness.tools.sandbox import Sandbox

if TYPE_CHECKING:
    from harness.output.artifacts import ArtifactStore


class ToolError(Exception):
    """A failure a tool reports on purpose; its message goes to the model as it is."""


@dataclass(frozen=True, slots=True)
class OutputRoom:
    """How many more bytes of tool output a run may store, and the limit that says so."""

    left: int
    limit: str
    """The limit in words, for the model: "the run's stored output is capped at 1,024 MiB"."""


@dataclass(frozen=True, slots=True)
class ToolContext:
    """What a tool may touch during one run."""

    workspace: Path
    """Every path a built-in tool reads or writes must resolve inside this folder."""
    run_id: str = ""
    max_output_bytes: int = 1024 * 1024 * 1024
    """Output a process tool keeps; a command that writes more is killed, with a note."""
    artifacts: ArtifactStore | None = None
    """The run's artifact store, for artifact_read."""
    readable_runs: frozenset[str] = frozenset()
    """Runs besides `run_id` whose artifacts artifact_read may read (a replay's sources);
    an artifact of any other run is refused as if it did not exist."""
    sandbox: Sandbox = field(default_factory=Sandbox)
    """How the processes the run starts are isolated (run_command, run_tests)."""
    output_room: Callable[[], OutputRoom] | None = None
    """Asked before each call: the run's stored output left (the dashboard's caps per run
    and team); a call's output is cut there, a command stopped there. None: no cap."""
    output_limit: str = ""
    """Why `max_output_bytes` is what it is, when a cap lowered it for this call."""
    workspace_quota: int | None = None
    """Bytes the workspace may hold on disk (harness.tools.disk); None: no quota."""
    workspace_files: int | None = None
    """Files, folders and links the workspace may hold (inodes); None: no limit."""
    fetch_allowed: tuple[str, ...] = ()
    """Hosts or networks (CIDR) http_fetch may reach although they are loopback, private,
    link-local or metadata addresses; an admin's choice, empty by default."""

    cancelled: threading.Event = field(default_factory=threading.Event, compare=False)
    """Set when the run is cancelled: a process tool kills its command."""

    def may_read(self, artifact_run_id: str) -> bool:
        """Whether artifact_read may read an artifact that run `artifact_run_id` wrote."""
        return artifact_run_id == self.run_id or artifact_run_id in self.readable_runs

    def resolve(self, path: str) -> Path:
        """The absolute path of `path` inside the workspace, or a ToolError if it escapes."""
        root = self.workspace.resolve()
        target = (root / path).resolve()
        if not target.is_relative_to(root):
            raise ToolError(f"path {path!r} is outside the workspace; use a path relative to it")
        return target


CHUNK = 1 << 20


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """The raw result of a tool call, before any reduction.

    Small output is `data`; output that may be large (a command's) is a
    temporary `file`, streamed into the artifact store and then deleted, so
    it is never in memory whole.
    """

    data: bytes = b""
    is_error: bool = False
    exit_status: int | None = None
    content_type: str = "text/plain"
    source_url: str | None = None
    file: Path | None = None
    from_harness: bool = False
    """The harness's own message (unknown tool, bad arguments, timeout): not stored."""
    trust_lane: TrustLane | None = None
    """Overrides the tool's lane (artifact_read returns text of another tool's lane)."""

    @classmethod
    def text(cls, text: str, **kwargs: Any) -> ToolOutput:
        return cls(text.encode("utf-8", "surrogateescape"), **kwargs)

    @property
    def size(self) -> int:
        return self.file.stat().st_size if self.file is not None else len(self.data)

    def chunks(self) -> Iterator[bytes]:
        if self.file is None:
            yield self.data
            return
        with self.file.open("rb") as handle:
            yield from iter(lambda: handle.read(CHUNK), b"")

    def discard(self) -> None:
        """Delete the temporary file, once its bytes are stored."""
        if self.file is not None:
            self.file.unlink(missing_ok=True)

    def decode(self) -> str:
        """The output as text: invalid UTF-8 and NUL bytes become U+FFFD.

        NUL goes too because no text column of PostgreSQL can hold it; the raw
        bytes are kept as they were. Reads a file output whole: for small ones.
        """
        data = self.data if self.file is None else self.file.read_bytes()
        return data.decode("utf-8", "replace").replace("\x00", "\ufffd")


ToolFunction = Callable[..., ToolOutput | str]
"""Called as fn(ctx, **arguments)."""


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    """A JSON Schema (draft 2020-12) for the arguments object."""
    fn: ToolFunction
    effect: Effect = "read"
    trust_lane: TrustLane = "internal"
    family: str = "generic"
    """Which reducer family reads this tool's output."""
    timeout: float = 30.0
    """Seconds before the call is abandoned and reported as a timeout."""
    metadata: dict[str, Any] = field(default_factory=dict)

    def spec(self) -> dict[str, Any]:
        """The OpenAI function spec offered to native tool-calling models."""
        return function_spec(self)


def tool(
    *,
    name: str | None = None,
    effect: Effect = "read",
    trust_lane: TrustLane = "internal",
    family: str = "generic",
    timeout: float = 30.0,
) -> Callable[[ToolFunction], Tool]:
    """Make a Tool from a typed function `fn(ctx, ...)`; its schema comes from the hints.

    Describe an argument with `Annotated[str, Field(description=...)]`.
    """

    def wrap(fn: ToolFunction) -> Tool:
        return Tool(
            name=name or fn.__name__,
            description=inspect.cleandoc(fn.__doc__ or "").split("\n\n")[0],
            parameters=schema_from_function(fn),
            fn=fn,
            effect=effect,
            trust_lane=trust_lane,
            family=family,
            timeout=timeout,
        )

    return wrap


def schema_from_function(fn: Callable[..., Any]) -> dict[str, Any]:
    """A JSON Schema for every parameter after the first (the ToolContext)."""
    hints = get_type_hints(fn, include_extras=True)
    params = list(inspect.signature(fn).parameters.values())[1:]
    fields: dict[str, Any] = {
        p.name: (hints[p.name], ... if p.default is p.empty else p.default) for p in params
    }
    model = create_model(
        f"{fn.__name__}_arguments", __config__=ConfigDict(extra="forbid"), **fields
    )
    schema: dict[str, Any] = model.model_json_schema()
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        prop.pop("title", None)
    return schema
