"""A run's workspace quota and stored-output room, in the harness alone (real bwrap).

What was tried: a command writing past the quota and sleeping on, one that writes past it
and ends before a look, a command over the quota that deletes, a write_file past it; an
output past a run's room from a tool that does not stop itself, and from a command.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry
from harness.tools.base import OutputRoom, ToolContext, ToolOutput
from harness.tools.disk import usage
from harness.tools.room import bounded, fit

pytestmark = pytest.mark.timeout(60)

MIB = 1 << 20
WRITE = "open('big', 'wb').write(b'x' * {size}); import time; time.sleep({sleep})"


def _call(workspace: Path, tool: str, **context: Any) -> Any:
    def call(**arguments: Any) -> ToolOutput:
        ctx = ToolContext(workspace=workspace, **context)
        return builtin_registry().execute(Action(tool=tool, arguments=arguments), ctx)

    return call


def test_a_command_past_the_quota_is_killed_and_told_which_limit(tmp_path: Path):
    run = _call(tmp_path, "run_command", workspace_quota=2 * MIB)
    code = WRITE.format(size=4 * MIB, sleep=30)
    out = run(argv=[sys.executable, "-c", code], timeout=20)
    said = out.decode()
    assert out.is_error and out.exit_status is None
    assert "the workspace passed its disk quota of 2 MiB (4 MiB used)" in said, said
    assert "the process was killed" in said


def test_a_command_that_ends_past_the_quota_between_two_looks_is_told(tmp_path: Path):
    run = _call(tmp_path, "run_command", workspace_quota=2 * MIB)
    out = run(argv=[sys.executable, "-c", WRITE.format(size=4 * MIB, sleep=0)])
    assert out.is_error and "passed its disk quota of 2 MiB" in out.decode()


def test_a_workspace_over_its_quota_may_still_shrink(tmp_path: Path):
    (tmp_path / "big").write_bytes(b"x" * 4 * MIB)
    out = _call(tmp_path, "run_command", workspace_quota=2 * MIB)(argv=["rm", "big"])
    assert not out.is_error, out.decode()
    assert usage(tmp_path) < MIB


def test_a_workspace_over_its_quota_runs_only_rm_so_overshoots_do_not_add_up(tmp_path: Path):
    run = _call(tmp_path, "run_command", workspace_quota=2 * MIB)
    first = run(argv=[sys.executable, "-c", WRITE.format(size=4 * MIB, sleep=0)])
    assert "passed its disk quota" in first.decode()
    again = run(argv=[sys.executable, "-c", "open('more', 'wb').write(b'x' * 4_000_000)"])
    said = again.decode()
    assert again.is_error and "is over its disk quota of 2 MiB" in said and "only `rm`" in said
    assert not (tmp_path / "more").exists(), "the refused command never ran"
    assert not run(argv=["rm", "big"]).is_error
    assert not run(argv=["touch", "after"]).is_error, "under the quota again, commands run"


def test_a_command_that_leaves_too_many_files_is_told_and_the_next_runs_only_rm(
    tmp_path: Path,
):
    run = _call(tmp_path, "run_command", workspace_files=500)
    make = "import os; os.mkdir('many'); [open(f'many/{n}', 'w').close() for n in range(2000)]"
    out = run(argv=[sys.executable, "-c", make])
    assert out.is_error and "passed its limit of 500 files (2,00" in out.decode()
    refused = run(argv=["touch", "one-more"])
    assert refused.is_error and "is over its limit of 500 files" in refused.decode()
    assert not run(argv=["rm", "-r", "many"]).is_error
    assert not run(argv=["touch", "one-more"]).is_error


def test_files_past_4096_bytes_of_path_and_hard_links_are_counted_as_du_counts(tmp_path: Path):
    _make_deep(tmp_path, 60)  # 6,000 bytes of path: past what a path-based walk can open
    (tmp_path / "linked").write_bytes(b"x" * 2 * MIB)
    for name in ("second", "third"):
        (tmp_path / name).hardlink_to(tmp_path / "linked")
    used = usage(tmp_path)
    assert 5 * MIB < used < 6 * MIB, used  # 3 MiB deep down, 2 MiB once for three names


def _make_deep(top: Path, levels: int) -> None:
    """Folders `levels` deep, 3 MiB in the deepest, made by relative steps (as a command
    would: the whole path is too long to name at once)."""
    folder = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(levels):
            os.mkdir("d" * 99, dir_fd=folder)
            inner = os.open("d" * 99, os.O_RDONLY | os.O_DIRECTORY, dir_fd=folder)
            os.close(folder)
            folder = inner
        big = os.open("big", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder)
        os.write(big, b"x" * 3 * MIB)
        os.close(big)
    finally:
        os.close(folder)


def test_write_file_refuses_a_write_past_the_quota_and_keeps_the_old_file(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("kept")
    write = _call(tmp_path, "write_file", workspace_quota=MIB)
    refused = write(path="notes.txt", content="x" * 2 * MIB)
    assert refused.is_error and "would pass its disk quota of 1 MiB" in refused.decode()
    assert (tmp_path / "notes.txt").read_text() == "kept"
    assert not write(path="notes.txt", content="small").is_error


def test_an_output_past_the_runs_room_is_cut_with_the_limit_named(tmp_path: Path):
    room = OutputRoom(100, "the run's stored output is capped at 1 MiB")
    ctx = bounded(ToolContext(workspace=tmp_path, output_room=lambda: room))
    assert ctx.max_output_bytes == 100
    cut = fit(ToolOutput(data=b"y\n" * 10_000), ctx)
    assert cut.is_error and cut.data.startswith(b"y\n" * 50)
    assert cut.data.endswith(b"[loopglass: output cut at 100 bytes: " + room.limit.encode() + b"]")


def test_a_command_past_the_runs_room_is_killed_there(tmp_path: Path):
    room = OutputRoom(64 * 1024, "the team's stored output is capped at 2 MiB")
    ctx = bounded(ToolContext(workspace=tmp_path, output_room=lambda: room))
    out = builtin_registry().execute(Action(tool="run_command", arguments={"argv": ["yes"]}), ctx)
    said = out.decode()
    assert out.is_error and out.size < 64 * 1024 + 4096
    assert f"output passed 65,536 bytes: {room.limit}; the process was killed" in said


def test_room_enough_leaves_the_context_as_it_was(tmp_path: Path):
    ctx = ToolContext(workspace=tmp_path, output_room=lambda: OutputRoom(1 << 40, "x"))
    assert bounded(ctx) is ctx
