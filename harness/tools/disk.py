"""A run's workspace quota: the disk its files take, counted as the blocks they hold.

Blocks, not sizes: a sparse file of a gigabyte with two bytes in it takes a few
kilobytes and counts so; a file of a gigabyte of zeros written out counts whole. `du`
counts them (any depth, a hard-linked file once, no link followed).

A command is watched while it runs (`QuotaWatch`): past the quota, and past what the
workspace held when it started, it is stopped, so it passes the quota by at most what
it writes between two looks (0.2 to 2 s apart). What it left past the quota is no next
command's allowance: while the workspace is over, only `rm` runs (`QuotaWatch.admit`).
`write_file` refuses a write that would pass it. Not counted: MCP servers' writes
(they outlive every call, unwatched), a file deleted while a command holds it open
(its space is freed when the command ends). Files (inodes) have a limit of their own,
counted before and after each command.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path

from harness.tools.base import ToolContext, ToolError

DU = shutil.which("du") or "/usr/bin/du"
"""coreutils' du, which every system the sandbox runs on has."""
BLOCK = 512
"""st_blocks' unit, whatever the filesystem's block size."""
LOOK_EVERY = 0.2
"""Seconds between two looks at a running command's workspace, at least."""
LOOK_SHARE = 10
"""A look costs at most 1/LOOK_SHARE of the wait between looks: a big workspace is
looked at less often, never walked back to back..."""
LOOK_AT_LEAST = 2.0
"""...but at least every LOOK_AT_LEAST seconds, whatever a look costs."""
ONLY_WHILE_OVER = frozenset({"rm", "/bin/rm", "/usr/bin/rm"})
"""The commands that run while the workspace is over its quota: they can only free space."""


def usage(workspace: Path) -> int:
    """Bytes the workspace's entries hold on disk; 0 when it cannot be measured.

    `du`, not a walk of ours: it goes to any depth (a path of 4,096 bytes and more
    too), counts a file with several hard links once, follows no link and stays on
    the workspace's filesystem.
    """
    return _du(workspace, "-B1")


def entries(workspace: Path) -> int:
    """Files, folders and links in the workspace (inodes, as `du --inodes` counts them)."""
    return _du(workspace, "--inodes")


def _du(workspace: Path, unit: str) -> int:
    measured = subprocess.run(
        [DU, "-s", "-x", "-P", unit, "--", str(workspace)],
        env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"},
        capture_output=True,
        check=False,
    )
    first = measured.stdout.split(maxsplit=1)[:1]  # what it could read, even after errors
    return int(first[0]) if first and first[0].isdigit() else 0


def over_quota(quota: int, used: int, verb: str = "passed") -> str:
    """The observation's words for a workspace past its quota."""
    return (
        f"the workspace {verb} its disk quota of {_mib(quota)} ({_mib(used)} used); "
        "delete files to go on"
    )


def over_files(limit: int, held: int, verb: str = "passed") -> str:
    """The observation's words for a workspace past its limit of entries."""
    return (
        f"the workspace {verb} its limit of {limit:,} files ({held:,} held); delete files to go on"
    )


class QuotaWatch:
    """Looks at a running command's workspace now and then; says when it passed the quota.

    Bytes are looked at while the command runs; files (inodes, `ToolContext.workspace_files`)
    before and after it only: a count costs as much as a look."""

    def __init__(self, ctx: ToolContext) -> None:
        self.workspace, self.quota = ctx.workspace, ctx.workspace_quota
        self.files = ctx.workspace_files
        self.allowed = self.files_allowed = 0
        self.next_look = 0.0
        if self.quota is not None:
            self.allowed = max(self.quota, self._look())
        if self.files is not None:
            self.files_allowed = max(self.files, entries(self.workspace))

    def admit(self, argv: list[str]) -> None:
        """A ToolError when the workspace is over its quota and the command is not `rm`:
        what one command wrote past it never becomes the next one's allowance."""
        if argv[0] in ONLY_WHILE_OVER:
            return
        if self.quota is not None and self.allowed > self.quota:
            said = over_quota(self.quota, self.allowed, "is over")
        elif self.files is not None and self.files_allowed > self.files:
            said = over_files(self.files, self.files_allowed, "is over")
        else:
            return
        raise ToolError(f"{said}; until it is under, only `rm` runs")

    def passed(self) -> str | None:
        """Why the running command must stop (the quota, and what the workspace holds), at
        most once a look's wait; else None."""
        if self.quota is None or time.monotonic() < self.next_look:
            return None
        used = self._look()
        return over_quota(self.quota, used) if used > self.allowed else None

    def ended(self) -> str | None:
        """Why the command, which has ended, left the workspace past a limit; else None
        (it may have ended between two looks)."""
        self.next_look = 0.0
        if (past := self.passed()) is not None or self.files is None:
            return past
        held = entries(self.workspace)
        return over_files(self.files, held) if held > self.files_allowed else None

    def _look(self) -> int:
        started = time.monotonic()
        used = usage(self.workspace)
        took = time.monotonic() - started
        wait = min(max(LOOK_EVERY, took * LOOK_SHARE), LOOK_AT_LEAST)
        self.next_look = time.monotonic() + wait
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
