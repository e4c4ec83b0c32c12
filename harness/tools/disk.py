"""A run's workspace quota: the disk its files take, counted as the blocks they hold.

Blocks, not sizes: a sparse file of a gigabyte with two bytes in it takes a few
kilobytes and counts so; a file of a gigabyte of zeros written out counts whole. The
count walks the workspace without following a link (a link to / counts as a link).

A command is watched while it runs (`QuotaWatch`): past the quota, and past what the
workspace held when it started, it is stopped. So a command may still delete files
from a workspace that is over (the only way back under it), and passes the quota by
at most what it writes between two looks. `write_file` refuses a write that would pass
it. MCP servers write without being watched (they outlive every call).
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from harness.tools.base import ToolContext, ToolError

BLOCK = 512
"""st_blocks' unit, whatever the filesystem's block size."""
LOOK_EVERY = 0.2
"""Seconds between two looks at a running command's workspace, at least."""
LOOK_SHARE = 10
"""A look costs at most 1/LOOK_SHARE of the wait between looks: a big workspace is
looked at less often, never walked back to back."""


def usage(workspace: Path) -> int:
    """Bytes the workspace's entries hold on disk; what cannot be read counts as nothing."""
    total, folders = 0, [str(workspace)]
    while folders:
        try:
            entries = os.scandir(folders.pop())
        except OSError:  # gone, or not for us to read
            continue
        with entries:
            for entry in entries:
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                total += info.st_blocks * BLOCK
                if stat.S_ISDIR(info.st_mode):
                    folders.append(entry.path)
    return total


def over_quota(quota: int, used: int, verb: str = "passed") -> str:
    """The observation's words for a workspace past its quota."""
    return (
        f"the workspace {verb} its disk quota of {_mib(quota)} ({_mib(used)} used); "
        "delete files to go on"
    )


class QuotaWatch:
    """Looks at a running command's workspace now and then; says when it passed the quota."""

    def __init__(self, ctx: ToolContext) -> None:
        self.workspace, self.quota = ctx.workspace, ctx.workspace_quota
        self.allowed = 0
        self.next_look = 0.0
        if self.quota is not None:
            self.allowed = max(self.quota, self._look())

    def passed(self, *, now: bool = False) -> str | None:
        """Why the command must stop (the quota, and what the workspace holds), else None.

        Looks only when the last look is old enough, unless `now`."""
        if self.quota is None or (not now and time.monotonic() < self.next_look):
            return None
        used = self._look()
        return over_quota(self.quota, used) if used > self.allowed else None

    def _look(self) -> int:
        started = time.monotonic()
        used = usage(self.workspace)
        took = time.monotonic() - started
        self.next_look = time.monotonic() + max(LOOK_EVERY, took * LOOK_SHARE)
        return used


def check_write(ctx: ToolContext, replaced: int, adding: int) -> None:
    """A ToolError when writing `adding` bytes in place of `replaced` would pass the quota."""
    if ctx.workspace_quota is None or adding <= replaced:
        return
    used = usage(ctx.workspace)
    if used - replaced + adding > ctx.workspace_quota:
        raise ToolError(over_quota(ctx.workspace_quota, used - replaced + adding, "would pass"))


def _mib(size: int) -> str:
    return f"{size / (1 << 20):,.0f} MiB"
