"""read_file, write_file and list_dir on a workspace a hostile model's commands prepared.

The worker runs the file tools unsandboxed (as root here, in CI and on a plain host). A
command can leave anything in the workspace, and one that runs while a file tool does
(a command started late, an MCP server with the workspace as its folder) can swap an
entry for a link between the tool's check and its open. Tried:

- a file swapped, again and again, for a link to a secret outside while read_file
  reads it. Before: read_file resolved the path, then opened it by name, following the
  link: the secret came back within a second. After: each folder and the file are
  opened with O_NOFOLLOW from the workspace down; the secret never shows.
- a folder swapped for a link to a folder outside while write_file writes into it.
  Before: the file was written outside, as root. After: never.
- a 4 GB sparse file read whole or by its first line. Before: read whole into the
  worker's memory (4 GB, and its lines copied again). After: at most READ_BYTES kept.
- a link to a folder outside listed by list_dir. Before: shown as `name/` when the
  outside folder existed, plain otherwise: a way to probe the worker's files. After:
  a link is a plain name, whatever it points at.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry, files
from harness.tools.base import ToolContext, ToolOutput

pytestmark = pytest.mark.timeout(60)

SECRET = "the worker's secret key\n"
RACE_SECONDS = 2.0


def _call(workspace: Path, name: str, **arguments: Any) -> ToolOutput:
    context = ToolContext(workspace=workspace)
    return builtin_registry().execute(Action(tool=name, arguments=arguments), context)


LIBC = ctypes.CDLL(None, use_errno=True)
AT_FDCWD, RENAME_EXCHANGE = -100, 2


def _exchange(first: Path, second: Path) -> None:
    """Swap two entries at once (renameat2): neither name is ever missing."""
    done = LIBC.renameat2(AT_FDCWD, bytes(first), AT_FDCWD, bytes(second), RENAME_EXCHANGE)
    if done != 0:
        raise OSError(ctypes.get_errno(), "renameat2")


@contextmanager
def _swapping(first: Path, second: Path) -> Iterator[None]:
    """The two entries swapped in a loop on another thread, as a concurrent command would."""
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            _exchange(first, second)

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


@pytest.fixture
def places(tmp_path: Path) -> tuple[Path, Path]:
    workspace, outside = tmp_path / "run-1", tmp_path / "var"
    workspace.mkdir()
    outside.mkdir()
    (outside / "secret_key").write_text(SECRET)
    return workspace, outside


def test_read_file_never_follows_a_link_swapped_in_after_its_check(
    places: tuple[Path, Path],
) -> None:
    workspace, outside = places
    name, link = workspace / "notes.txt", workspace / "link"
    name.write_text("harmless\n")
    link.symlink_to(outside / "secret_key")
    seen: set[str] = set()
    with _swapping(name, link):
        deadline = time.monotonic() + RACE_SECONDS
        while time.monotonic() < deadline:
            seen.add(_call(workspace, "read_file", path="notes.txt").decode())
    assert "harmless\n" in seen
    assert SECRET not in seen


def test_write_file_never_writes_through_a_folder_swapped_for_a_link(
    places: tuple[Path, Path],
) -> None:
    workspace, outside = places
    folder, link = workspace / "src", workspace / "src-link"
    folder.mkdir()
    link.symlink_to(outside)
    with _swapping(folder, link):
        deadline = time.monotonic() + RACE_SECONDS
        while time.monotonic() < deadline:
            _call(workspace, "write_file", path="src/planted.py", content="import os\n")
    assert not (outside / "planted.py").exists()
    real = folder if folder.is_dir() and not folder.is_symlink() else link
    assert (real / "planted.py").read_text() == "import os\n"


def test_a_huge_sparse_file_is_read_in_bounded_memory(places: tuple[Path, Path]) -> None:
    workspace, _ = places
    with (workspace / "big.log").open("wb") as handle:
        handle.write(b"first line\n")
        handle.truncate(4 << 30)
    tracemalloc.start()
    try:
        head = _call(workspace, "read_file", path="big.log", end_line=1)
        whole = _call(workspace, "read_file", path="big.log")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert head.decode() == "first line\n"
    assert peak < 4 * files.READ_BYTES
    assert len(whole.data) < files.READ_BYTES + 200
    assert whole.decode().endswith("read the rest with start_line and end_line]")


def test_read_file_keeps_its_line_ranges(places: tuple[Path, Path]) -> None:
    workspace, _ = places
    (workspace / "f.txt").write_text("one\ntwo\nthree")
    assert _call(workspace, "read_file", path="f.txt", start_line=3).decode() == "three"
    assert _call(workspace, "read_file", path="f.txt", start_line=2, end_line=2).decode() == (
        "two\n"
    )
    past = _call(workspace, "read_file", path="f.txt", start_line=4)
    assert past.is_error and "has 3 lines" in past.decode()
    os.mkfifo(workspace / "pipe")
    assert "not found" in _call(workspace, "read_file", path="pipe").decode()
    assert _call(workspace, "read_file", path=".").is_error


def test_list_dir_does_not_say_what_a_link_outside_points_at(places: tuple[Path, Path]) -> None:
    workspace, outside = places
    (workspace / "there").symlink_to(outside)
    (workspace / "missing").symlink_to(outside / "nothing")
    (workspace / "folder").mkdir()
    assert _call(workspace, "list_dir").decode() == "folder/\nmissing\nthere"


def test_list_dir_reads_a_huge_folder_only_up_to_a_bound(
    places: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    workspace, _ = places
    monkeypatch.setattr(files, "SCAN", 1000)
    for index in range(1500):
        (workspace / f"f{index:04}").touch()
    listed = _call(workspace, "list_dir").decode().split("\n")
    assert len(listed) == files.MAX_ENTRIES + 1
    assert listed[-1] == "... and over 500 more"
    before = len(list(Path("/proc/self/fd").iterdir()))
    _call(workspace, "list_dir")
    assert len(list(Path("/proc/self/fd").iterdir())) == before, "a descriptor was left open"
