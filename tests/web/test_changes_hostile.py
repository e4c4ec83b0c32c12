"""The Changes diff (runs.diffing) on a workspace a hostile model's commands prepared.

Tried through the real sandbox (run_command in bubblewrap), then the worker's own diff,
as ChangesSink runs it after each write step, unsandboxed and without a time limit:

- sparse files: a command may write 20,000 files of up to RLIMIT_FSIZE (1 GB) each
  without using the disk. Before: every new or touched file was read whole and hashed at
  each write step (8 GB of zeros took 28 s here; 20,000 of them would hold the worker
  for days). After: a file over TEXT_BYTES is never read, and a patch reads at most
  READ_BYTES.
- empty folders: the walk counted files only, so a million empty folders were walked
  at each step. After: folders count towards MAX_ENTRIES, and a patch that stopped
  there says so (and claims no deletions it did not see).
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from runs import changes, diffing

pytestmark = [
    pytest.mark.timeout(120),
]


def _command(workspace: Path, script: str) -> None:
    action = Action(tool="run_command", arguments={"argv": ["sh", "-c", script], "timeout": 60})
    output = builtin_registry().execute(action, ToolContext(workspace=workspace))
    assert not output.is_error, output


def _started(tmp_path: Path, files: dict[str, str]) -> tuple[Path, Path]:
    workspace, start = tmp_path / "run-1", tmp_path / "start"
    workspace.mkdir()
    for name, text in files.items():
        (workspace / name).write_text(text)
    diffing.snapshot(workspace, start)
    return workspace, start


def test_sparse_gigabyte_files_are_not_read_by_the_diff(tmp_path: Path) -> None:
    workspace, start = _started(tmp_path, {"kept.txt": "one\n"})
    _command(
        workspace, "for i in 1 2 3 4 5 6 7 8; do truncate -s 1G big$i; done; echo two >kept.txt"
    )
    began = time.monotonic()
    patch = diffing.patch(workspace, start)
    assert time.monotonic() - began < 3, "8 GB of holes were read"
    assert "Binary files /dev/null and b/big8 differ" in patch
    assert "-one\n+two\n" in patch
    assert [f.path for f in changes.files_of(patch)] == [
        *(f"big{i}" for i in range(1, 9)),
        "kept.txt",
    ]


def test_a_large_file_at_the_start_is_not_read_either(tmp_path: Path) -> None:
    workspace, start = tmp_path / "run-1", tmp_path / "start"
    workspace.mkdir()
    with (workspace / "data.bin").open("wb") as handle:
        handle.truncate(4 << 30)
    began = time.monotonic()
    diffing.snapshot(workspace, start)
    assert time.monotonic() - began < 2
    _command(workspace, "truncate -s 3G data.bin")
    assert diffing.patch(workspace, start) == (
        "diff --git a/data.bin b/data.bin\nBinary files a/data.bin and b/data.bin differ\n"
    )


def test_many_small_files_are_read_up_to_a_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(diffing, "READ_BYTES", 3 * diffing.TEXT_BYTES)
    workspace, start = _started(tmp_path, {})
    size = diffing.TEXT_BYTES
    _command(workspace, f"for i in 1 2 3 4 5 6; do head -c {size} /dev/zero >f$i; done")
    patch = diffing.patch(workspace, start)
    assert [f.path for f in changes.files_of(patch)] == ["f1", "f2", "f3", "f4"]
    assert patch.endswith("# the patch stops here: it read 1 MB of files\n")


def test_a_million_empty_folders_are_not_walked(tmp_path: Path) -> None:
    workspace, start = _started(tmp_path, {"a.txt": "one\n", "z.txt": "last\n"})
    script = (
        "import os\nfor i in range(30000): os.mkdir(f'd{i:05}')\nopen('a.txt', 'w').write('two\\n')"
    )
    _command(workspace, f'python3 -c "{script}"')
    began = time.monotonic()
    patch = diffing.patch(workspace, start)
    assert time.monotonic() - began < 2
    assert patch.endswith(
        f"# the patch stops here: the workspace has over {diffing.MAX_ENTRIES} entries\n"
    )
    assert "deleted file" not in patch, "what the walk did not reach is not called deleted"


def test_files_of_many_repeated_lines_do_not_hold_the_diff(tmp_path: Path) -> None:
    lines = "".join(f"{index % 1000}\n" for index in range(100_000))
    workspace, start = _started(tmp_path, {f"data{i}.txt": lines for i in range(2)})
    script = (
        "import random\n"
        "for name in ('data0.txt', 'data1.txt'):\n"
        "    lines = [f'{random.randrange(1000)}\\n' for _ in range(100_000)]\n"
        "    open(name, 'w').write(''.join(lines))\n"
    )
    _command(workspace, f'python3 -c "{script}"')
    began = time.monotonic()
    patch = diffing.patch(workspace, start)
    assert time.monotonic() - began < 3, "difflib's quadratic matcher ran on each file"
    assert [f.path for f in changes.files_of(patch)] == ["data0.txt", "data1.txt"]
    assert "@@ -1,100000 +1,100000 @@\n-0\n-1\n" in patch
    copy = tmp_path / "copy"
    shutil.copytree(start / diffing.FILES, copy)
    subprocess.run(["git", "apply", "-"], cwd=copy, input=patch.encode(), check=True)
    assert (copy / "data1.txt").read_bytes() == (workspace / "data1.txt").read_bytes()


LIBC = ctypes.CDLL(None, use_errno=True)
AT_FDCWD, RENAME_EXCHANGE = -100, 2


def test_the_diff_never_reads_through_a_folder_swapped_for_a_link(tmp_path: Path) -> None:
    outside = tmp_path / "var"
    outside.mkdir()
    (outside / "secret_key").write_text("the worker's secret key\n")
    workspace, start = _started(tmp_path, {})
    _command(workspace, "mkdir conf && echo decoy >conf/secret_key")
    (workspace / "conf-link").symlink_to(outside)
    stop = threading.Event()

    def swap() -> None:
        first, second = bytes(workspace / "conf"), bytes(workspace / "conf-link")
        while not stop.is_set():
            LIBC.renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE)

    thread = threading.Thread(target=swap, daemon=True)
    thread.start()
    patches: list[str] = []
    try:
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            patches.append(diffing.patch(workspace, start))
    finally:
        stop.set()
        thread.join()
    assert any("+decoy\n" in patch for patch in patches)
    assert not any("secret key" in patch for patch in patches)


def test_only_the_top_git_folder_is_left_out(tmp_path: Path) -> None:
    """Tried: files written into a nested `src/.git/`, where a skip of every `.git`
    folder would hide them from the reviewer, and into the top `.git/`."""
    workspace, start = _started(tmp_path, {"kept.txt": "one\n"})
    _command(workspace, "mkdir -p src/.git .git && echo evil >src/.git/hook.py && echo x >.git/x")
    patch = diffing.patch(workspace, start)
    assert "b/src/.git/hook.py" in patch
    assert "+evil" in patch
    assert ".git/x" not in patch.replace("src/.git/", "")


def test_a_file_without_a_last_newline_comes_back_exactly(tmp_path: Path) -> None:
    """Tried: files whose last line has no newline, written, changed to lose or gain one,
    and one unchanged but for that newline. The patch applied by `git apply` to the start
    gives each file byte for byte (before, a newline was added to every such file)."""
    workspace, start = _started(
        tmp_path,
        {"gains.txt": "a\nb", "loses.txt": "a\nb\n", "same.txt": "x\ny", "edit.txt": "1\n2"},
    )
    (workspace / "new.txt").write_text("textstats counts words")
    (workspace / "gains.txt").write_text("a\nb\n")
    (workspace / "loses.txt").write_text("a\nb")
    (workspace / "edit.txt").write_text("1\nchanged")
    (workspace / "empty.txt").write_text("")
    patch = diffing.patch(workspace, start)
    assert "+textstats counts words\n\\ No newline at end of file\n" in patch
    assert "same.txt" not in patch
    copy = tmp_path / "copy"
    shutil.copytree(start / diffing.FILES, copy)
    subprocess.run(["git", "apply", "-"], cwd=copy, input=patch.encode(), check=True)
    for name in ("new.txt", "gains.txt", "loses.txt", "edit.txt", "empty.txt", "same.txt"):
        assert (copy / name).read_bytes() == (workspace / name).read_bytes(), name


def test_a_file_that_became_a_link_and_back_applies(tmp_path: Path) -> None:
    """Tried: a file replaced by a link and a link by a file. The patch said `old mode
    100644` / `new mode 120000`, which `git apply` refuses ("does not match old mode"); it
    is now one deleted and one added, as git writes it."""
    workspace, start = _started(tmp_path, {"was-file": "text\n", "target.txt": "t\n"})
    (workspace / "was-link").symlink_to("target.txt")
    start = tmp_path / "start2"
    diffing.snapshot(workspace, start)
    (workspace / "was-file").unlink()
    (workspace / "was-file").symlink_to("target.txt")
    (workspace / "was-link").unlink()
    (workspace / "was-link").write_text("now a file\n")
    patch = diffing.patch(workspace, start)
    copy = tmp_path / "checkout"  # the workspace as it started (the snapshot keeps a link's
    copy.mkdir()  # target as a file's text, so it is not such a copy)
    (copy / "was-file").write_text("text\n")
    (copy / "target.txt").write_text("t\n")
    (copy / "was-link").symlink_to("target.txt")
    subprocess.run(["git", "apply", "-"], cwd=copy, input=patch.encode(), check=True)
    assert (copy / "was-file").is_symlink()
    assert (copy / "was-file").readlink() == Path("target.txt")
    assert not (copy / "was-link").is_symlink()
    assert (copy / "was-link").read_text() == "now a file\n"


def test_lines_that_look_like_a_header_are_shown_as_lines(tmp_path: Path) -> None:
    """Tried: a file whose removed line is `-- x` and whose added one is `++ y`, so the
    patch's lines read `--- x` and `+++ y`: the view dropped them as headers."""
    workspace, start = _started(tmp_path, {"query.sql": "-- old comment\nselect 1;\n"})
    (workspace / "query.sql").write_text("++ new counter\nselect 1;\n")
    [diff] = changes.files_of(diffing.patch(workspace, start))
    assert ("del", "--- old comment") in diff.lines
    assert ("add", "+++ new counter") in diff.lines
