"""A run's workspace from a git repository or an uploaded archive.

At launch, `checked_git` checks a repository against the settings: a local path must
resolve (symlinks too) under LOOPGLASS_WORKSPACE_ROOTS, a URL must be https://, ssh://,
git:// or `user@host:path`, with no credentials in it. In the worker, `fill` fetches the
repository into a cache of its own (LOOPGLASS_WORKSPACES/.cache/<hash>, a bare mirror,
updated by each run that uses it, which touches it: runs.retention removes a cache no run
used for LOOPGLASS_CACHE_DAYS) and clones the workspace from the cache, checked out
at the run's ref, once git's listing of the commit shows its files within
MAX_CHECKOUT_FILES and MAX_CHECKOUT_BYTES (a small pack may hold a blob of zeros that
checks out to a full disk); or extracts the archive (web.archives' rules).

git runs with an environment of our making: no system or user config, an empty HOME, no
prompts (GIT_TERMINAL_PROMPT=0, ssh in batch mode), hooks and fsmonitor off, only the
one protocol the source needs (GIT_ALLOW_PROTOCOL: never `ext` or `fd`), arguments
after `--`, and a time limit after which its whole process group is killed. It runs
only on the cache and on the new clone before the model has touched it, never on a
workspace a run has written to (runs.changes diffs without git).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from django.conf import settings
from django.core.files.storage import storages

from runs.config import ArchiveWorkspace, GitWorkspace, Workspace
from web import archives

FETCH_SECONDS = 600
MAX_CHECKOUT_BYTES = 2 << 30
"""What the files of the commit checked out may add up to (git's own sizes, checked first)."""
MAX_CHECKOUT_FILES = 200_000
LOCAL_SECONDS = 120
SCHEMES = {"https", "ssh", "git"}
PASSED_ON = (
    "PATH",
    "LANG",
    "http_proxy",
    "https_proxy",
    "no_proxy",
    "HTTPS_PROXY",
    "HTTP_PROXY",
    "NO_PROXY",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
)
"""The worker's variables git is given: where programs are, and how to reach the network."""


class WorkspaceError(Exception):
    """The workspace could not be made; the message says why (a run's failure reason)."""


# -- at launch -----------------------------------------------------------------------------


def checked_git(source: GitWorkspace, roots: list[str]) -> GitWorkspace:
    """The source as the worker will fetch it (a local path resolved), or WorkspaceError."""
    if protocol(source.git) != "file":
        return source
    if not roots:
        raise WorkspaceError(
            "local repositories are off on this server (LOOPGLASS_WORKSPACE_ROOTS is empty)"
        )
    path = Path(source.git.removeprefix("file://"))
    if not path.is_absolute():
        raise WorkspaceError(f"{source.git!r}: give an absolute path or a URL")
    resolved = path.resolve()
    folders = [Path(root).resolve() for root in roots]
    if not any(resolved.is_relative_to(folder) for folder in folders):
        listed = ", ".join(str(folder) for folder in folders)
        raise WorkspaceError(f"{source.git} is not under LOOPGLASS_WORKSPACE_ROOTS ({listed})")
    _check_repository(resolved)
    return source.model_copy(update={"git": str(resolved)})


def protocol(url: str) -> str:
    """The one protocol git may use for `url` (`file` for a local path), or WorkspaceError."""
    if "://" in url:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme == "file":
            return "file"
        if scheme not in SCHEMES:
            raise WorkspaceError(f"{url!r}: use an https://, ssh:// or git:// URL, or a path")
        if parts.password is not None or (scheme == "https" and parts.username):
            raise WorkspaceError("put no credentials in a repository URL")
        if (parts.hostname or "-").startswith("-"):
            raise WorkspaceError(f"{url!r} has no host")
        return scheme
    head = url.split(":", 1)[0]
    if ":" in url and "/" not in head and not url.startswith("/"):  # scp-like: user@host:path
        if head.rpartition("@")[2].startswith("-") or not head.rpartition("@")[2]:
            raise WorkspaceError(f"{url!r} has no host")
        return "ssh"
    return "file"


def _check_repository(path: Path) -> None:
    """A repository whose objects are all in its own folder: no `.git` file or link (a
    worktree's), no alternates, no objects folder linked elsewhere."""
    if not path.is_dir():
        raise WorkspaceError(f"{path} is not a folder")
    dot_git = path / ".git"
    if dot_git.is_symlink() or dot_git.is_file():
        raise WorkspaceError(f"{path}: a .git file or link (a worktree) is not supported")
    git_dir = dot_git if dot_git.is_dir() else path
    objects = git_dir / "objects"
    if not objects.is_dir() or not objects.resolve().is_relative_to(path):
        raise WorkspaceError(f"{path} is not a git repository")
    if (objects / "info" / "alternates").exists() or (git_dir / "commondir").exists():
        raise WorkspaceError(f"{path}: a repository borrowing another's objects is not supported")


# -- in the worker -------------------------------------------------------------------------


def fill(source: Workspace, workspace: Path) -> None:
    """Make `workspace` (which must not exist yet) from `source`."""
    if isinstance(source, ArchiveWorkspace):
        _extract(source, workspace)
        return
    if protocol(source.git) == "file":
        path = Path(source.git)
        if path.resolve() != path:  # a link changed since the launch resolved it
            raise WorkspaceError(f"{source.git} now resolves elsewhere; launch the run again")
        _check_repository(path)
    cache = _fetched(source.git)
    commit = _commit(cache, source.ref)
    _check_size(cache, commit)
    workspace.parent.mkdir(parents=True, exist_ok=True)
    _git(
        ["clone", "--quiet", "--no-hardlinks", "--no-checkout", "--", str(cache), str(workspace)],
        "file",
    )
    _git(
        [
            "-C",
            str(workspace),
            "-c",
            "advice.detachedHead=false",
            "checkout",
            "--quiet",
            "--detach",
            commit,
        ],
        "file",
    )
    _git(["-C", str(workspace), "remote", "remove", "origin"], "file")


def _extract(source: ArchiveWorkspace, workspace: Path) -> None:
    with storages["artifacts"].open(source.blob, "rb") as stored, tempfile.TemporaryFile() as copy:
        shutil.copyfileobj(stored, copy)
        copy.seek(0)
        try:
            archives.extract(copy, source.format, workspace)
        except archives.ArchiveError as error:
            raise WorkspaceError(f"the uploaded workspace: {error}") from None


def cache_root() -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES) / ".cache"


def _fetched(url: str) -> Path:
    """The repository's cache, fetched now: made on first use, then updated."""
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(url.encode()).hexdigest()[:32]
    cache, allowed = root / key, protocol(url)
    with _locked(lock_of(cache)):
        if (cache / "HEAD").exists():
            _git(["-C", str(cache), "fetch", "--quiet", "--prune", "--force", "origin"], allowed)
            os.utime(cache)  # its last use, for runs.retention, whatever git wrote
            return cache
        partial = root / f"{key}.{uuid.uuid4().hex}.partial"
        local = ["--no-local"] if allowed == "file" else []
        try:
            _git(["clone", "--quiet", "--mirror", *local, "--", url, str(partial)], allowed)
            partial.rename(cache)
        finally:
            shutil.rmtree(partial, ignore_errors=True)
    return cache


def lock_of(cache: Path) -> Path:
    """The file whose lock one process holds while it fetches (or removes) `cache`."""
    return cache.with_name(f"{cache.name}.lock")


def _check_size(cache: Path, commit: str) -> None:
    """Refuse a commit whose files add up to more than the limits, before one is written:
    a pack of a few megabytes may hold a blob of zeros that checks out to 100 GB. git's
    listing is read as a stream, and stopped at the first limit passed."""
    args = ["-C", str(cache), "ls-tree", "-r", "-l", "-z", "--full-tree", commit]
    process = subprocess.Popen(
        _argv(args, "file"),
        env=_environment("file"),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    timer = threading.Timer(LOCAL_SECONDS, os.killpg, (process.pid, signal.SIGKILL))
    timer.start()
    try:
        files, size = _listed(process)
    finally:
        timer.cancel()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    if process.returncode not in (0, -signal.SIGKILL) or files < 0:
        raise WorkspaceError("git ls-tree failed: the commit's files could not be listed")
    if files > MAX_CHECKOUT_FILES:
        raise WorkspaceError(f"the commit holds over {MAX_CHECKOUT_FILES} files")
    if size > MAX_CHECKOUT_BYTES:
        raise WorkspaceError(f"the commit's files add up to over {MAX_CHECKOUT_BYTES >> 20} MB")


def _listed(process: subprocess.Popen[bytes]) -> tuple[int, int]:
    """(files, bytes) of an ls-tree -l -z listing, stopping once past a limit; (-1, 0) when
    the listing ended early (git killed, or failed)."""
    assert process.stdout is not None  # noqa: S101 - Popen with stdout=PIPE
    files = size = 0
    rest = b""
    while chunk := os.read(process.stdout.fileno(), 1 << 16):
        *lines, rest = (rest + chunk).split(b"\0")
        for line in lines:
            files += 1
            field = line.split(maxsplit=4)[3] if line.count(b" ") >= 3 else b"-"
            size += int(field) if field.isdigit() else 0
        if files > MAX_CHECKOUT_FILES or size > MAX_CHECKOUT_BYTES:
            return files, size
    return (files, size) if process.wait() == 0 and not rest else (-1, 0)


def _commit(cache: Path, ref: str) -> str:
    try:
        found = _git(
            [
                "-C",
                str(cache),
                "rev-parse",
                "--verify",
                "--quiet",
                "--end-of-options",
                f"{ref}^{{commit}}",
            ],
            "file",
        )
    except WorkspaceError:
        raise WorkspaceError(f"the repository has no branch, tag or commit {ref!r}") from None
    return found.strip()


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """One run at a time fetches a repository's cache."""
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _git(args: list[str], allowed: str) -> str:
    """Run git as the module says; its output, or WorkspaceError with its last words."""
    seconds = LOCAL_SECONDS if allowed == "file" else FETCH_SECONDS
    process = subprocess.Popen(
        _argv(args, allowed),
        env=_environment(allowed),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise WorkspaceError(f"git {args[0]} took longer than {seconds} s") from None
    if process.returncode != 0:
        said = err.decode("utf-8", "replace").strip().splitlines()[-3:]
        raise WorkspaceError(f"git {_verb(args)} failed: {' '.join(said) or process.returncode}")
    return out.decode("utf-8", "replace")


def _argv(args: list[str], allowed: str) -> list[str]:
    return [
        "git",
        "-c",
        "core.hooksPath=/dev/null",
        "-c",
        "core.fsmonitor=false",
        "-c",
        "credential.helper=",
        "-c",
        "protocol.allow=never",
        "-c",
        f"protocol.{allowed}.allow=always",
        *args,
    ]


def _verb(args: list[str]) -> str:
    return args[2] if args[0] == "-C" else args[0]


def _environment(allowed: str) -> dict[str, str]:
    home = cache_root() / ".home"
    home.mkdir(parents=True, exist_ok=True)
    env = {name: os.environ[name] for name in PASSED_ON if name in os.environ}
    return env | {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_ALLOW_PROTOCOL": allowed,
        "GIT_SSH_COMMAND": "ssh -o BatchMode=yes",
        "GIT_NO_REPLACE_OBJECTS": "1",
        "LC_ALL": "C",
    }
