"""Built-in file tools. Every path is relative to the run's workspace and may not leave it.

The worker runs these unsandboxed (as root, on some hosts), on a workspace whose every
entry a model's command may have made: a link to /etc, a FIFO, a sparse file of a
gigabyte. So a path is first resolved (`ToolContext.resolve`: a link that leads out is
refused), then opened one folder at a time from the workspace down, each with
O_NOFOLLOW: had a folder been swapped for a link since it was resolved, the open fails
instead of following it out of the workspace. Only regular files are read or written
(a FIFO is opened non-blocking and refused), and a read keeps at most READ_BYTES.
"""

from __future__ import annotations

import contextlib
import os
import stat
from itertools import islice
from typing import IO, Annotated

from pydantic import Field

from harness.tools.base import ToolContext, ToolError, ToolOutput, tool
from harness.tools.disk import BLOCK, check_write

MAX_ENTRIES = 500
SCAN = 100_000
"""Entries list_dir reads of a folder, to sort and show the first MAX_ENTRIES."""
READ_BYTES = 16 * 1024 * 1024
"""What one read_file call returns at most; the model reads the rest by line range."""
CHUNK = 1 << 20
_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


@tool(family="files")
def list_dir(
    ctx: ToolContext,
    path: Annotated[str, Field(description="folder relative to the workspace")] = ".",
) -> str:
    """List a folder of the workspace; folders end with '/'."""
    try:
        folder = _folder(ctx, ctx.resolve(path).relative_to(ctx.workspace.resolve()).parts)
    except OSError:
        raise ToolError(f"{path!r} is not a folder") from None
    try:
        with os.scandir(folder) as listing:  # ten million names are not all read, nor kept
            entries = [(not e.is_dir(follow_symlinks=False), e.name) for e in islice(listing, SCAN)]
            beyond = next(listing, None) is not None
    finally:
        os.close(folder)
    entries.sort()
    names = [name + ("" if other else "/") for other, name in entries[:MAX_ENTRIES]]
    if len(entries) > MAX_ENTRIES:
        more = "over " if beyond else ""
        names.append(f"... and {more}{len(entries) - MAX_ENTRIES} more")
    return "\n".join(names) if names else "(empty folder)"


@tool(family="files")
def read_file(
    ctx: ToolContext,
    path: Annotated[str, Field(description="file relative to the workspace")],
    start_line: Annotated[int, Field(ge=1, description="first line, 1-based")] = 1,
    end_line: Annotated[int | None, Field(ge=1, description="last line, inclusive")] = None,
) -> ToolOutput:
    """Read a file of the workspace, whole or by line range."""
    if end_line is not None and end_line < start_line:
        raise ToolError(f"end_line {end_line} is before start_line {start_line}")
    try:
        descriptor = _open(ctx, path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        raise ToolError(f"{path!r} not found; list_dir shows what is there") from None
    with os.fdopen(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise ToolError(f"{path!r} not found; list_dir shows what is there")
        kept, lines, cut = _read_lines(handle, start_line, end_line)
    if lines and start_line > lines:
        raise ToolError(f"{path!r} has {lines} lines; start_line {start_line} is past the end")
    if cut:
        kept += (
            f"\n[read_file stops here: {READ_BYTES >> 20} MB; "
            "read the rest with start_line and end_line]"
        ).encode()
    return ToolOutput(bytes(kept))


def _read_lines(handle: IO[bytes], start: int, end: int | None) -> tuple[bytearray, int, bool]:
    """Lines start..end (newlines kept, split on newlines alone), at most READ_BYTES of
    them; the number of lines read (all of them when the range runs to the end), and
    whether the range was cut short. Memory stays bounded whatever the file's size."""
    kept, line, last = bytearray(), 1, b"\n"
    while chunk := handle.read(CHUNK):
        last, at = chunk[-1:], 0
        while at < len(chunk):
            newline = chunk.find(b"\n", at)
            stop = len(chunk) if newline < 0 else newline + 1
            if line >= start:
                room = READ_BYTES - len(kept)
                kept += chunk[at : at + min(room, stop - at)]
                if stop - at > room:
                    return kept, line, True
            if newline < 0:
                break
            line, at = line + 1, stop
            if end is not None and line > end:
                return kept, line - 1, False
    return kept, line - (last == b"\n"), False


@tool(family="files", effect="write")
def write_file(
    ctx: ToolContext,
    path: Annotated[str, Field(description="file relative to the workspace")],
    content: Annotated[str, Field(description="the whole new content of the file")],
) -> str:
    """Write a file of the workspace, replacing it whole; folders are created as needed."""
    if ctx.resolve(path).is_dir():
        raise ToolError(f"{path!r} is a folder")
    data = content.encode("utf-8")
    check_write(ctx, _held(ctx, path), len(data))
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NONBLOCK
    try:
        descriptor = _open(ctx, path, flags, make_folders=True)
    except OSError as exc:
        raise ToolError(f"cannot write {path!r}: {exc.strerror}") from None
    with os.fdopen(descriptor, "wb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise ToolError(f"{path!r} is not a regular file")
        handle.write(data)
    return f"wrote {len(data)} bytes to {path}"


def _held(ctx: ToolContext, path: str) -> int:
    """Bytes the file at `path` holds on disk now (what a write replaces), or 0."""
    try:
        return os.lstat(ctx.resolve(path)).st_blocks * BLOCK
    except OSError:
        return 0


def _open(ctx: ToolContext, path: str, flags: int, *, make_folders: bool = False) -> int:
    """A descriptor of `path`, opened from the workspace down without following a link.

    OSError (ELOOP, ENOTDIR) when an entry on the way is a link or no folder now.
    """
    parts = ctx.resolve(path).relative_to(ctx.workspace.resolve()).parts
    if not parts:
        raise IsADirectoryError(21, "the workspace is a folder")
    folder = _folder(ctx, parts[:-1], make_folders=make_folders)
    try:
        return os.open(parts[-1], flags | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644, dir_fd=folder)
    finally:
        os.close(folder)


def _folder(ctx: ToolContext, parts: tuple[str, ...], *, make_folders: bool = False) -> int:
    """A descriptor of the workspace's folder `parts`, each opened with O_NOFOLLOW."""
    folder = os.open(ctx.workspace.resolve(), _FOLDER)
    for part in parts:
        try:
            if make_folders:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o755, dir_fd=folder)
            inner = os.open(part, _FOLDER, dir_fd=folder)
        finally:
            os.close(folder)
        folder = inner
    return folder
