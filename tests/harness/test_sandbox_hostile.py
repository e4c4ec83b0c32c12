"""What the root worker does to a workspace around a sandboxed command, under attack.

As root, before each command, `handover` gives the workspace's new entries to the
sandbox's uid; the workspace is the model's to shape. Tried:

- a workspace so full that the handover outlasts the command's timeout. Before: the
  timeout counted from the process's start, so the handover's time came on top; past
  the tool's own timeout (125 s) the loop gave up on the call and went on to the next
  step while the command started late, on a thread nobody waited for, running beside
  the next file tools and handovers (the races below). After: the timeout counts from
  the call; a command whose handover is not done by then never starts.
- a folder swapped again and again for a link to a folder outside while the handover
  runs (a command or MCP server running meanwhile). Before: each entry was looked up
  by path twice (lstat, then lchown), following the swapped folder: root gave files
  outside the workspace to uid 65534. After: entries are changed relative to a
  descriptor of the folder the walk opened, never by path from the top.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from pathlib import Path

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry, sandbox
from harness.tools.base import ToolContext
from harness.tools.sandbox import SANDBOX_UID

ROOT_ONLY = pytest.mark.skipif(os.geteuid() != 0, reason="only a root worker hands over")
"""The handover (harness.tools.sandbox.handover) is a root worker's step; a worker of its own
uid has none, so its tests have nothing to try there."""

pytestmark = [
    pytest.mark.timeout(120),
]

LIBC = ctypes.CDLL(None, use_errno=True)
AT_FDCWD, RENAME_EXCHANGE = -100, 2


def _exchange(first: Path, second: Path) -> None:
    """Swap two entries at once (renameat2): neither name is ever missing."""
    if LIBC.renameat2(AT_FDCWD, bytes(first), AT_FDCWD, bytes(second), RENAME_EXCHANGE):
        raise OSError(ctypes.get_errno(), "renameat2")


def _fill(folder: Path, count: int, names: str = "f{}") -> None:
    """`count` empty files the worker (root) made, as write_file or an extraction would."""
    folder.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for index in range(count):
            os.close(os.open(names.format(index), os.O_CREAT | os.O_WRONLY, dir_fd=descriptor))
    finally:
        os.close(descriptor)


@ROOT_ONLY
def test_a_command_never_starts_after_its_time_is_up(tmp_path: Path) -> None:
    workspace = tmp_path / "run-1"
    for index in range(30):
        _fill(workspace / f"d{index}", 1000)
    began = time.monotonic()
    action = Action(
        tool="run_command", arguments={"argv": ["sh", "-c", "echo ran >ran"], "timeout": 0.05}
    )
    output = builtin_registry().execute(action, ToolContext(workspace=workspace))
    took = time.monotonic() - began
    assert output.is_error
    assert "too many files" in output.decode()
    assert not (workspace / "ran").exists(), "the command started after its time was up"
    assert took < 0.6


@ROOT_ONLY
def test_a_command_in_a_full_workspace_runs_when_its_time_allows(tmp_path: Path) -> None:
    workspace = tmp_path / "run-1"
    _fill(workspace / "d", 2000)
    action = Action(tool="run_command", arguments={"argv": ["sh", "-c", "echo ran >ran"]})
    output = builtin_registry().execute(action, ToolContext(workspace=workspace))
    assert not output.is_error, output.decode()
    assert (workspace / "ran").read_text() == "ran\n"
    assert (workspace / "d" / "f1999").stat().st_uid == SANDBOX_UID


@ROOT_ONLY
def test_the_handover_never_follows_a_folder_swapped_for_a_link(tmp_path: Path) -> None:
    workspace, outside = tmp_path / "run-1", tmp_path / "var"
    folder, link = workspace / "src", workspace / "src-link"
    _fill(folder, 2000)
    _fill(outside, 2000)
    link.symlink_to(outside)
    real = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    stop = threading.Event()

    def swap() -> None:
        while not stop.is_set():
            _exchange(folder, link)

    thread = threading.Thread(target=swap, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            sandbox.handover(workspace)
            for index in range(2000):  # the worker writes them again, as root
                os.chown(f"f{index}", 0, 0, dir_fd=real, follow_symlinks=False)
    finally:
        stop.set()
        thread.join()
        os.close(real)
    given = [p.name for p in outside.iterdir() if p.lstat().st_uid != 0]
    assert given == [], f"root gave {len(given)} files outside the workspace to the sandbox"


def test_a_program_path_tells_nothing_of_the_workers_files(tmp_path: Path) -> None:
    workspace, outside = tmp_path / "run-1", tmp_path / "var"
    workspace.mkdir()
    outside.mkdir()
    (outside / "secret_key").write_text("k")
    (workspace / "there").symlink_to(outside / "secret_key")
    (workspace / "missing").symlink_to(outside / "nothing")
    said = {}
    for program in (
        str(outside / "secret_key"),
        str(outside / "nothing"),
        "./there",
        "./missing",
        "../var/secret_key",
        "../var/nothing",
    ):
        action = Action(tool="run_command", arguments={"argv": [program]})
        output = builtin_registry().execute(action, ToolContext(workspace=workspace))
        assert output.is_error
        said[program] = output.decode().replace(program, "PROGRAM").replace("nothing", "secret_key")
    assert said[str(outside / "secret_key")] == said[str(outside / "nothing")]
    assert said["./there"] == said["./missing"]
    assert said["../var/secret_key"] == said["../var/nothing"]
