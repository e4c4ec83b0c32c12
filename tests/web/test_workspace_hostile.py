"""A run's workspace from a hostile git repository (runs.workspaces.fill, as the worker
calls it), and from a hostile archive.

Tried: a repository whose commit holds a 3 GB file of zeros. Its objects take 2 MB, so
the fetch is quick; the checkout then wrote 3 GB into the workspace, and nothing bounded
how many such files, or how large (RLIMIT_FSIZE binds only the sandbox): a run could
fill the worker's disk. After: git's listing of the commit (sizes included) is read
first, as a stream, and a commit past MAX_CHECKOUT_BYTES or MAX_CHECKOUT_FILES is refused
before a file is written. Also tried, and refused or harmless already: links in the
repository leading out (checked out as links; the sandbox and the file tools do not
follow them), a `.gitattributes` filter and `.gitmodules` (no config defines the
filter; submodules are not fetched), hooks, fsmonitor and packObjectsHook in the source
repository's config (clone --no-local runs none of them).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from runs import workspaces
from runs.config import GitWorkspace

pytestmark = pytest.mark.timeout(120)


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=cwd,
        capture_output=True,
        check=True,
    )


def _repository(root: Path, files: dict[str, int], config: str = "") -> GitWorkspace:
    """A repository under `root` whose one commit holds `files` (name: size, of zeros)."""
    repository = root / "repo"
    repository.mkdir(parents=True)
    _git(repository, "init", "--quiet", "--initial-branch=main")
    for name, size in files.items():
        with (repository / name).open("wb") as handle:
            handle.truncate(size)
    (repository / "out").symlink_to("/work/main/var/secret_key")
    (repository / ".gitattributes").write_text("* filter=evil\n")
    (repository / ".gitmodules").write_text('[submodule "s"]\n\tpath = s\n\turl = /etc\n')
    _git(repository, "add", "-A")
    _git(repository, "commit", "--quiet", "-m", "c")
    with (repository / ".git" / "config").open("a") as handle:
        handle.write(config)
    return workspaces.checked_git(GitWorkspace(git=str(repository)), [str(root)])


@pytest.fixture
def places(tmp_path: Path, settings: Any) -> tuple[Path, Path]:
    settings.LOOPGLASS_WORKSPACES = str(tmp_path / "workspaces")
    return tmp_path / "root", tmp_path / "workspaces" / "run-1"


def test_a_commit_that_checks_out_to_gigabytes_is_refused_before_a_byte(
    places: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workspaces, "MAX_CHECKOUT_BYTES", 256 << 20)  # 2 GB: the same, slower
    root, workspace = places
    source = _repository(root, {"zeros.bin": 512 << 20, "a.txt": 10})
    objects = root / "repo" / ".git" / "objects"
    assert sum(p.stat().st_size for p in objects.rglob("*") if p.is_file()) < 4 << 20
    with pytest.raises(workspaces.WorkspaceError, match="add up to over 256 MB"):
        workspaces.fill(source, workspace)
    assert not workspace.exists()


def test_a_commit_of_too_many_files_is_refused(
    places: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workspaces, "MAX_CHECKOUT_FILES", 50)
    root, workspace = places
    source = _repository(root, {f"f{index}": 1 for index in range(60)})
    with pytest.raises(workspaces.WorkspaceError, match="over 50 files"):
        workspaces.fill(source, workspace)
    assert not workspace.exists()


def test_a_hostile_repository_within_the_limits_runs_nothing_and_keeps_its_links(
    places: tuple[Path, Path], tmp_path: Path
) -> None:
    root, workspace = places
    marker = tmp_path / "ran"
    config = (
        f"[core]\n\tfsmonitor = touch {marker}-fsmonitor\n\tsshCommand = touch {marker}-ssh\n"
        f"[uploadpack]\n\tpackObjectsHook = touch {marker}-hook\n"
        f'[filter "evil"]\n\tsmudge = touch {marker}-smudge\n'
    )
    source = _repository(root, {"a b.txt": 5}, config)
    workspaces.fill(source, workspace)
    assert sorted(p.name for p in workspace.iterdir()) == [
        ".git",
        ".gitattributes",
        ".gitmodules",
        "a b.txt",
        "out",
    ]
    assert (workspace / "out").readlink() == Path("/work/main/var/secret_key")
    assert not list(tmp_path.glob("ran*")), "git ran a command of the repository's config"
    assert not (workspace / "s").exists()
