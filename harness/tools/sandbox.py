"""The sandbox every process a run starts runs in: bubblewrap (`bwrap`).

A sandboxed process sees a read-only system (/usr, /etc and the /bin, /lib...
links), the Python installation the harness runs on, the `readable` folders,
and its workspace, read-write at its own path; /tmp is a private tmpfs and
/dev and /proc its own. Nothing else of the host is there: not the project
folder, not var/ (the database, the secret key, the other runs' workspaces),
not /root or /home. It has new PID, IPC, UTS and network namespaces (no
network but its own loopback), an environment made here
(`Sandbox.environment`), never the worker's, and the rlimits of `Limits`.
`Sandbox.network` opens a way out that is not the worker's network: a relay
(harness.tools.netrelay) on the sandbox's loopback to a proxy the worker serves for
the command (harness.tools.netproxy), which reaches public addresses only.

Who the worker is decides how bwrap runs:

- an unprivileged user: bwrap makes a user namespace; the process keeps the
  worker's uid, and its process limit counts only its own tree.
- root: the kernel exempts uid 0 from RLIMIT_NPROC, so bwrap runs privileged
  (no user namespace) and the command drops to `Sandbox.uid` inside, with
  no capabilities; `handover` gives the workspace to that uid first. The
  kernel counts RLIMIT_NPROC per uid, so each run gets a uid of its own
  (`run_uid`): one run's fork bomb uses up its own uid's processes, never
  another run's. A seccomp filter stands in for --disable-userns: no user
  namespace inside.

Where bwrap cannot start, `unavailable()` says why and nothing is run: a
command never runs bare.
"""

from __future__ import annotations

import errno
import functools
import os
import platform
import shutil
import stat
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from harness.tools import netrelay

BWRAP_VARIABLE = "LOOPGLASS_BWRAP"
"""Where bwrap is, when it is not `bwrap` on the PATH (a test points it at a missing file)."""
SANDBOX_UID = 65534
"""The uid (and gid) a root worker's commands run as when they belong to no run: nobody."""
SYSTEM = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
"""Read-only in every sandbox: a folder as itself, a link (usrmerge) as the same link."""
PATH_TAIL = "/usr/local/bin:/usr/bin:/bin"
TMP = "/tmp"  # noqa: S108 - the sandbox's own tmpfs, shared with no one
PROBE_TIMEOUT = 10.0
INSTALL = "apt-get install bubblewrap"


class SandboxUnavailable(RuntimeError):
    """bwrap cannot start here; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Limits:
    """What one sandboxed process tree may use."""

    cpu_seconds: int = 300
    """CPU time of each process (RLIMIT_CPU); the wall time is the tool's timeout."""
    memory_bytes: int = 2 << 30
    """Address space of each process (RLIMIT_AS)."""
    processes: int = 256
    """Processes at once (RLIMIT_NPROC): the tree's own, or, as root, all of `Sandbox.uid`'s."""
    file_bytes: int = 1 << 30
    """The largest file it may write (RLIMIT_FSIZE)."""
    tmp_bytes: int = 512 << 20
    """The size of the private /tmp."""

    def prlimit(self) -> list[str]:
        """prlimit's options; soft and hard alike, so the process cannot raise them."""
        return [
            f"--cpu={self.cpu_seconds}",
            f"--as={self.memory_bytes}",
            f"--nproc={self.processes}",
            f"--fsize={self.file_bytes}",
            "--core=0",
        ]


@dataclass(frozen=True, slots=True)
class Sandbox:
    """How a run's processes are isolated: no network unless `network`."""

    network: bool = False
    """Whether commands reach public addresses, through the worker's proxy (`argv`'s)."""
    limits: Limits = field(default_factory=Limits)
    readable: tuple[Path, ...] = ()
    """Folders besides the system's that processes may read (an MCP server's venv, say)."""
    uid: int = SANDBOX_UID
    """As root: the uid and gid the processes run as; a run's own (`run_uid`)."""

    def argv(
        self,
        command: Sequence[str],
        *,
        workspace: Path | None,
        unset: Iterable[str] = (),
        proxy: Path | None = None,
    ) -> list[str]:
        """The command line that runs `command` in the sandbox, in `workspace` (else in /tmp).

        Start it with `environment()` as its whole environment: the command gets
        that, less the `unset` names, and with `network` the proxy variables.
        `proxy` is the socket of the worker's proxy (harness.tools.netproxy.opened),
        needed with `network`. Raises SandboxUnavailable, or ValueError.
        """
        return self._argv_on(_host(), command, workspace, unset, proxy)

    def _argv_on(
        self,
        host: _Host,
        command: Sequence[str],
        workspace: Path | None,
        unset: Iterable[str],
        proxy: Path | None = None,
    ) -> list[str]:
        binds = _Binds()
        binds.system(host)
        for folder in _read_only(self.readable, workspace):
            binds.add("--ro-bind", folder)
        if self.network:
            if proxy is None:
                raise ValueError("an opened network needs the worker's proxy, and none was given")
            binds.add("--ro-bind", Path(netrelay.__file__), at=Path(netrelay.SCRIPT))
            binds.add("--ro-bind", proxy, at=Path(netrelay.SOCKET))
            command = [sys.executable, "-I", "-S", netrelay.SCRIPT, "--", *command]
        if workspace is not None:
            binds.add("--bind", workspace.resolve())
        where = str(workspace.resolve()) if workspace is not None else TMP
        options = [
            *_namespaces(host),
            "--die-with-parent",
            "--new-session",
            "--dev",
            "/dev",
            "--proc",
            "/proc",
            "--perms",
            "1777",
            "--size",
            str(self.limits.tmp_bytes),
            "--tmpfs",
            TMP,
            *binds.options,
            "--chdir",
            where,
        ]
        for name in unset:
            options += ["--unsetenv", name]
        inside = [host.prlimit, *self.limits.prlimit(), "--"]
        if host.root:
            inside += [host.setpriv, *_drop(self.uid), "--"]
        if host.seccomp is None:
            return [host.bwrap, *options, "--", *inside, *command]
        # bwrap reads a filter from a descriptor only: a shell opens the worker's as fd 3.
        program = f"/proc/{os.getpid()}/fd/{host.seccomp}"
        shell = ["/bin/sh", "-c", 'exec "$@" 3<"$0"', program]
        return [*shell, host.bwrap, *options, "--add-seccomp-fd", "3", "--", *inside, *command]

    @staticmethod
    def environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
        """A sandboxed process's whole environment: nothing of the worker's."""
        base = {
            "PATH": f"{Path(sys.executable).parent}:{PATH_TAIL}",
            "HOME": TMP,
            "TMPDIR": TMP,
            "LANG": "C.UTF-8",
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        return base | dict(extra or {})


def unavailable() -> str | None:
    """None when the sandbox can start here, else why not, in a line a user can act on."""
    probe = _probe()
    return probe if isinstance(probe, str) else None


def probe_again() -> None:
    """Forget the cached probe (after installing bwrap, or in a test that moves it)."""
    _probe.cache_clear()


HANDOVER_DEPTH = 100
"""Folders below this depth are not handed over (the worker writes none so deep); the
walk holds two descriptors a level."""


class HandoverTimeout(TimeoutError):
    """The workspace holds too many entries to hand over before the command's deadline."""


def run_uid(run_id: int, uids: range) -> int:
    """The uid run `run_id`'s processes run as (as root): one of `uids`, the run's own
    while fewer than len(uids) runs go on at once."""
    return uids[run_id % len(uids)]


def handover(workspace: Path, deadline: float | None = None, uid: int = SANDBOX_UID) -> None:
    """As root, give the workspace to `uid`, so a sandboxed command may write it.

    What the worker wrote since the last command is root's; what the commands
    wrote is already `uid`'s, so this changes only the new entries.
    Root still reads it all. The walk holds a descriptor of each folder and
    changes entries relative to it, never following a link: a folder a
    command swapped for a link to /etc (an MCP server running meanwhile) is
    not entered (O_NOFOLLOW), and no path is looked up again from the top. Past
    `deadline` (time.monotonic()) it stops with HandoverTimeout, so a
    workspace of a million files cannot hold a tool call past its time.
    """
    if os.geteuid() != 0:
        return
    top = os.open(workspace, os.O_RDONLY | os.O_DIRECTORY)
    try:
        if os.fstat(top).st_uid != uid:
            os.fchown(top, uid, uid)
        _hand_over(top, workspace, deadline, HANDOVER_DEPTH, uid)
    finally:
        os.close(top)


def _hand_over(folder: int, workspace: Path, deadline: float | None, depth: int, uid: int) -> None:
    """The entries of the open `folder`, and below, as they are read: a folder of ten
    million names is never listed in memory."""
    with os.scandir(folder) as entries:
        for entry in entries:
            if deadline is not None and time.monotonic() > deadline:
                raise HandoverTimeout(f"{workspace} has too many entries to hand over in time")
            try:
                info = entry.stat(follow_symlinks=False)
                if info.st_uid != uid:
                    os.chown(entry.name, uid, uid, dir_fd=folder, follow_symlinks=False)
                if not stat.S_ISDIR(info.st_mode) or depth <= 0:
                    continue
                inner = os.open(entry.name, _FOLDER, dir_fd=folder)
            except OSError:  # gone, or swapped for a link since it was listed: not entered
                continue
            try:
                _hand_over(inner, workspace, deadline, depth - 1, uid)
            finally:
                os.close(inner)


_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _drop(uid: int) -> list[str]:
    """setpriv's options: the uid and gid, no groups and no capabilities left to take back."""
    return [
        f"--reuid={uid}",
        f"--regid={uid}",
        "--clear-groups",
        "--inh-caps=-all",
        "--bounding-set=-all",
        "--no-new-privs",
    ]


@dataclass(frozen=True, slots=True)
class _Host:
    bwrap: str
    prlimit: str
    setpriv: str
    root: bool
    disable_userns: bool
    seccomp: int | None = None
    """As root: the worker's descriptor of a filter that refuses new user namespaces."""


def _host() -> _Host:
    probe = _probe()
    if isinstance(probe, str):
        raise SandboxUnavailable(probe)
    return probe


@functools.cache
def _probe() -> _Host | str:
    """What this host has, checked by running `true` in a sandbox; else the reason."""
    bwrap = os.environ.get(BWRAP_VARIABLE) or shutil.which("bwrap")
    if bwrap is None or not os.access(bwrap, os.X_OK):
        return f"bubblewrap (bwrap) is not installed: {INSTALL}"
    prlimit, setpriv = shutil.which("prlimit"), shutil.which("setpriv")
    if prlimit is None or setpriv is None:
        return "prlimit and setpriv are missing: apt-get install util-linux"
    try:
        usage = _run([bwrap, "--help"])
        root, disable_userns = os.geteuid() == 0, b"--disable-userns" in usage.stdout
        seccomp = _user_namespace_filter() if root else None
        host = _Host(bwrap, prlimit, setpriv, root, disable_userns, seccomp)
        with tempfile.TemporaryDirectory(prefix="sandbox-probe-") as folder:
            handover(Path(folder))
            done = _run(Sandbox()._argv_on(host, ["true"], Path(folder), ()))
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap (bwrap) could not run: {exc}"
    if done.returncode != 0:
        said = done.stderr.decode(errors="replace").strip().splitlines() or ["no message"]
        return (
            f"bubblewrap cannot make a sandbox here ({said[-1]}): it needs user namespaces "
            "(in Docker: security_opt seccomp=unconfined, apparmor=unconfined and "
            "systempaths=unconfined) or root with CAP_SYS_ADMIN"
        )
    return host


_SECCOMP_ARCH = {"x86_64": (0xC000003E, 56, 272), "aarch64": (0xC00000B7, 220, 97)}
"""AUDIT_ARCH, and the numbers of clone and unshare (clone3 is 435 on both)."""


def _user_namespace_filter() -> int | None:
    """A seccomp filter in a memfd: unshare or clone with CLONE_NEWUSER fail (EPERM).

    As root bwrap makes no user namespace, so its --disable-userns cannot
    apply; this keeps a command from making one of its own (and the kernel's
    surface behind it) all the same. clone3, whose flags a filter cannot read,
    answers ENOSYS, and libc falls back to clone; so do other architectures'
    calls (x32, i386). None on a machine this does not know.
    """
    known = _SECCOMP_ARCH.get(platform.machine())
    if known is None or sys.byteorder != "little":
        return None
    arch, clone, unshare = known
    load, equal, at_least, has_bits, answer = 0x20, 0x15, 0x35, 0x45, 0x06
    allow, error = 0x7FFF0000, 0x00050000
    program = [
        (load, 0, 0, 4),  # the architecture
        (equal, 1, 0, arch),
        (answer, 0, 0, error | errno.ENOSYS),
        (load, 0, 0, 0),  # the call's number
        (at_least, 0, 1, 0x40000000),  # x32
        (answer, 0, 0, error | errno.ENOSYS),
        (equal, 0, 1, 435),  # clone3
        (answer, 0, 0, error | errno.ENOSYS),
        (equal, 1, 0, unshare),
        (equal, 0, 3, clone),
        (load, 0, 0, 16),  # the flags: the low half of the first argument
        (has_bits, 0, 1, 0x10000000),  # CLONE_NEWUSER
        (answer, 0, 0, error | errno.EPERM),
        (answer, 0, 0, allow),
    ]
    descriptor = os.memfd_create("loopglass-seccomp")
    os.write(descriptor, b"".join(struct.pack("=HBBI", *step) for step in program))
    return descriptor


def _run(argv: list[str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        argv, env=Sandbox.environment(), capture_output=True, timeout=PROBE_TIMEOUT, check=False
    )


def _namespaces(host: _Host) -> list[str]:
    """Every namespace new; the network's too, an opened one included (see netrelay)."""
    spaces = [
        "--unshare-ipc",
        "--unshare-pid",
        "--unshare-uts",
        "--unshare-net",
        "--unshare-cgroup-try",
    ]
    if not host.root:  # root's uid 0 inside would escape RLIMIT_NPROC: see the module's text
        spaces.append("--unshare-user")
        if host.disable_userns:
            spaces.append("--disable-userns")
    return spaces


def _read_only(readable: Iterable[Path], workspace: Path | None) -> list[Path]:
    """The Python installation and `readable`, outermost only; none may hold the workspace."""
    folders = {Path(sys.prefix), Path(sys.base_prefix), Path(sys.exec_prefix)}
    folders.add(Path(os.path.realpath(sys.executable)).parent.parent)
    folders |= {Path(p).resolve() for p in readable}
    outer = [f for f in folders if not any(f != o and f.is_relative_to(o) for o in folders)]
    kept = [f for f in outer if not any(f.is_relative_to(s) for s in SYSTEM)]
    if workspace is not None:
        for folder in kept:
            if workspace.resolve().is_relative_to(folder):
                raise ValueError(f"{folder} holds the workspace: other runs' workspaces would show")
            if folder.is_relative_to(workspace.resolve()):
                raise ValueError(
                    f"the workspace holds {folder}, which must stay read-only: "
                    "give a folder of its own as the workspace"
                )
    return sorted(kept)


class _Binds:
    """bwrap's mount options, each mount point's parents made first, world-readable.

    (Privileged bwrap would make them 0700, which `Sandbox.uid` could not enter.)
    """

    def __init__(self) -> None:
        self.options: list[str] = []
        self._made = {Path(p) for p in ("/", "/dev", "/proc", TMP)}

    def system(self, host: _Host) -> None:
        for name in SYSTEM:
            path = Path(name)
            if path.is_symlink():
                self.options += ["--symlink", str(path.readlink()), name]
            elif path.is_dir():
                self.options += ["--ro-bind", name, name]
            self._made.add(path)

    def add(self, option: str, path: Path, at: Path | None = None) -> None:
        """Mount `path` at its own path, or `at`."""
        where = at or path
        for parent in reversed(where.parents):
            if parent not in self._made:
                self.options += ["--perms", "0755", "--dir", str(parent)]
                self._made.add(parent)
        self.options += [option, str(path), str(where)]
        self._made.add(where)
