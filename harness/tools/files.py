"""Built-in file tools. Every path is relative to the run's workspace and may not leave it."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from harness.tools.base import ToolContext, ToolError, ToolOutput, tool

MAX_ENTRIES = 500


@tool(family="files")
def list_dir(
    ctx: ToolContext,
    path: Annotated[str, Field(description="folder relative to the workspace")] = ".",
) -> str:
    """List a folder of the workspace; folders end with '/'."""
    folder = ctx.resolve(path)
    if not folder.is_dir():
        raise ToolError(f"{path!r} is not a folder")
    entries = sorted(folder.iterdir(), key=lambda p: (not p.is_dir(), p.name))
    names = [p.name + ("/" if p.is_dir() else "") for p in entries[:MAX_ENTRIES]]
    if len(entries) > MAX_ENTRIES:
        names.append(f"... and {len(entries) - MAX_ENTRIES} more")
    return "\n".join(names) if names else "(empty folder)"


@tool(family="files")
def read_file(
    ctx: ToolContext,
    path: Annotated[str, Field(description="file relative to the workspace")],
    start_line: Annotated[int, Field(ge=1, description="first line, 1-based")] = 1,
    end_line: Annotated[int | None, Field(ge=1, description="last line, inclusive")] = None,
) -> ToolOutput:
    """Read a file of the workspace, whole or by line range."""
    target = ctx.resolve(path)
    if not target.is_file():
        raise ToolError(f"{path!r} not found; list_dir shows what is there")
    lines = _lines(target.read_bytes())
    if end_line is not None and end_line < start_line:
        raise ToolError(f"end_line {end_line} is before start_line {start_line}")
    if lines and start_line > len(lines):
        raise ToolError(f"{path!r} has {len(lines)} lines; start_line {start_line} is past the end")
    return ToolOutput(b"".join(lines[start_line - 1 : end_line]))


def _lines(data: bytes) -> list[bytes]:
    """The lines, each with its newline (the last may have none), split on newlines alone."""
    parts = data.split(b"\n")
    lines = [part + b"\n" for part in parts[:-1]]
    return [*lines, parts[-1]] if parts[-1] else lines


@tool(family="files", effect="write")
def write_file(
    ctx: ToolContext,
    path: Annotated[str, Field(description="file relative to the workspace")],
    content: Annotated[str, Field(description="the whole new content of the file")],
) -> str:
    """Write a file of the workspace, replacing it whole; folders are created as needed."""
    target = ctx.resolve(path)
    if target.is_dir():
        raise ToolError(f"{path!r} is a folder")
    target.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode("utf-8")
    target.write_bytes(data)
    return f"wrote {len(data)} bytes to {path}"
