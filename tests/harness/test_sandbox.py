"""The sandbox of run_command and run_tests, tried with real bwrap: what it hides and bounds."""

from __future__ import annotations

import os
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from harness.agent.shapes import Action
from harness.tools import builtin_registry, sandbox
from harness.tools.base import ToolContext, ToolOutput
from harness.tools.mcp import McpServer, McpServerError
from harness.tools.sandbox import Limits, Sandbox
from tests.harness.escapes import escapes, names

pytestmark = pytest.mark.timeout(60)

CANARIES = {
    "secret_key": "django-insecure-canary-key",
    "database": "SQLite format 3\x00canary-rows",
    "other_run": "other-run-canary",
    "environment": "worker-only-canary",
}


@dataclass
class Host:
    """A made-up var/ around the run's workspace, as the dashboard lays it out."""

    workspace: Path
    values: dict[str, str]

    def run(self, argv: list[str], timeout: float = 10.0, **context: Any) -> ToolOutput:
        ctx = ToolContext(workspace=self.workspace, **context)
        action = Action(tool="run_command", arguments={"argv": argv, "timeout": timeout})
        return builtin_registry().execute(action, ctx)


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Host]:
    var = tmp_path / "var"
    workspace, other = var / "workspaces" / "run-a", var / "workspaces" / "run-b"
    for folder in (workspace, other, tmp_path / "outside"):
        folder.mkdir(parents=True)
    (var / "secret_key").write_text(CANARIES["secret_key"])
    (var / "loopglass.sqlite3").write_text(CANARIES["database"])
    (other / "notes.txt").write_text(CANARIES["other_run"])
    monkeypatch.setenv("LOOPGLASS_CANARY", CANARIES["environment"])
    with _unix_listener(var / "redis.sock") as redis, _tcp_listener() as port:
        yield Host(
            workspace,
            {
                "python": sys.executable,
                "var": str(var),
                "database": str(var / "loopglass.sqlite3"),
                "secret_key": str(var / "secret_key"),
                "redis_socket": redis,
                "other_workspace": str(other),
                "outside": str(tmp_path / "outside"),
                "port": str(port),
                "worker_pid": str(os.getpid()),
            },
        )


@pytest.fixture
def listener() -> Iterator[int]:
    with _tcp_listener() as port:
        yield port


@contextmanager
def _tcp_listener() -> Iterator[int]:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield server.getsockname()[1]


@contextmanager
def _unix_listener(path: Path) -> Iterator[str]:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen()
        yield str(path)


def test_the_sandbox_can_start_here():
    assert sandbox.unavailable() is None, "bwrap is needed: apt-get install bubblewrap"


@pytest.mark.parametrize("name", names())
def test_an_escape_fails_as_an_error_observation(host: Host, name: str):
    (attempt,) = [e for e in escapes(host.values) if e.name == name]
    before = set(Path(host.values["outside"]).iterdir())
    out = host.run(attempt.argv, attempt.timeout)
    text = out.decode()
    assert out.is_error, f"{name!r} succeeded:\n{text}"
    assert not any(canary in text for canary in CANARIES.values()), text
    assert set(Path(host.values["outside"]).iterdir()) == before
    assert not Path(host.values["var"], "escaped").exists()
    assert not Path("/usr/escaped").exists() and not Path("/etc/escaped").exists()
    written = sum(p.stat().st_size for p in host.workspace.iterdir() if not p.is_symlink())
    assert written <= Limits().file_bytes
    after = host.run(["echo", "still here"])
    assert after.decode() == "still here\n" and not after.is_error


def test_a_command_sees_only_the_system_python_and_its_workspace(host: Host):
    script = "import os; print(sorted(os.listdir('/')), os.getcwd(), os.listdir('.'))"
    (host.workspace / "mine.txt").write_text("mine")
    out = host.run([sys.executable, "-c", script])
    assert not out.is_error, out.decode()
    shown = out.decode()
    assert f"{host.workspace} ['mine.txt']" in shown
    assert "'home'" not in shown and "'var'" not in shown and "'run'" not in shown


def test_a_command_writes_its_workspace_and_the_worker_reads_and_deletes_it(host: Host):
    assert not host.run(["sh", "-c", "mkdir -p deep && echo made > deep/file"]).is_error
    assert (host.workspace / "deep" / "file").read_text() == "made\n"
    (host.workspace / "deep" / "file").unlink()
    (host.workspace / "deep").rmdir()


def test_a_command_has_its_own_private_tmp(host: Host):
    assert not host.run(["sh", "-c", "echo x > /tmp/left-behind"]).is_error
    assert not Path("/tmp/left-behind").exists()
    assert host.run(["cat", "/tmp/left-behind"]).is_error, "a new /tmp for each command"


def test_the_worker_loopback_is_out_of_reach_the_network_closed_or_opened(
    host: Host, listener: int
):
    """Opened, the network is the proxy's (tests/harness/test_netproxy.py), not the worker's."""
    code = f"import socket; socket.create_connection(('127.0.0.1', {listener}), 3)"
    connect = [sys.executable, "-c", code]
    assert host.run(connect).is_error
    opened = host.run(connect, sandbox=Sandbox(network=True))
    assert opened.is_error and "Connection refused" in opened.decode(), opened.decode()


def test_memory_past_the_limit_fails(host: Host):
    grab = [sys.executable, "-c", "b = bytearray(3 * 1024**3)"]
    out = host.run(grab)
    assert out.is_error and "MemoryError" in out.decode()


def test_cpu_time_past_the_limit_kills_the_command(host: Host):
    spin = [sys.executable, "-c", "while True: pass"]
    out = host.run(spin, 20, sandbox=Sandbox(limits=Limits(cpu_seconds=1)))
    assert out.is_error and out.exit_status is not None, "killed by the CPU limit, not the timeout"


def test_a_file_past_the_limit_stops_at_the_limit(host: Host):
    write = ["dd", "if=/dev/zero", "of=big", "bs=1M", "count=64"]
    out = host.run(write, sandbox=Sandbox(limits=Limits(file_bytes=8 << 20)))
    assert out.is_error
    assert (host.workspace / "big").stat().st_size == 8 << 20


def test_processes_past_the_limit_fail(host: Host):
    code = "import subprocess; [subprocess.Popen(['sleep', '5']) for _ in range(40)]"
    spawn = [sys.executable, "-c", code]
    out = host.run(spawn, sandbox=Sandbox(limits=Limits(processes=16)))
    assert out.is_error and "Resource temporarily unavailable" in out.decode()


@pytest.mark.skipif(os.geteuid() != 0, reason="only a root worker drops to a uid of its own")
def test_a_root_workers_command_runs_as_its_runs_own_uid(host: Host):
    uid = sandbox.run_uid(7, range(200_000, 200_010))
    out = host.run(["sh", "-c", "id -u; id -g; touch made"], sandbox=Sandbox(uid=uid))
    assert out.decode().split() == [str(uid), str(uid)] == ["200007", "200007"]
    assert (host.workspace / "made").stat().st_uid == uid


def test_run_uids_differ_between_runs_running_at_once():
    uids = range(200_000, 200_100)
    assert len({sandbox.run_uid(run, uids) for run in range(1000, 1100)}) == 100
    assert sandbox.run_uid(1000, uids) == sandbox.run_uid(1100, uids), "a range, reused"


def test_a_folder_that_would_show_the_workspaces_is_refused(host: Host):
    wide = Sandbox(readable=(Path(host.values["var"]),))
    out = host.run(["true"], sandbox=wide)
    assert out.is_error and "holds the workspace" in out.decode()


def test_a_workspace_that_holds_the_python_installation_is_refused(host: Host):
    out = host.run(["true"], sandbox=Sandbox(readable=(host.workspace / "venv",)))
    assert out.is_error and "the workspace holds" in out.decode()


def test_pytest_runs_in_the_sandbox(host: Host):
    (host.workspace / "test_x.py").write_text("def test_x():\n    assert 1\n")
    ctx = ToolContext(workspace=host.workspace)
    out = builtin_registry().execute(Action(tool="run_tests"), ctx)
    assert "1 passed" in out.decode() and not out.is_error


@pytest.fixture
def no_bwrap(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(sandbox.BWRAP_VARIABLE, "/no/such/bwrap")
    sandbox.probe_again()
    yield
    monkeypatch.undo()
    sandbox.probe_again()


@pytest.mark.usefixtures("no_bwrap")
def test_without_bwrap_commands_are_refused_with_the_reason(host: Host):
    reason = "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
    assert sandbox.unavailable() == reason
    out = host.run(["touch", "ran-bare"])
    assert out.is_error and reason in out.decode()
    assert not (host.workspace / "ran-bare").exists(), "never run bare"
    tests = builtin_registry().execute(Action(tool="run_tests"), ToolContext(host.workspace))
    assert tests.is_error and reason in tests.decode()


def test_a_bwrap_that_cannot_make_namespaces_is_named_with_its_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    blocked = tmp_path / "bwrap"
    blocked.write_text(
        "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n"
    )
    blocked.chmod(0o755)
    monkeypatch.setenv(sandbox.BWRAP_VARIABLE, str(blocked))
    sandbox.probe_again()
    try:
        reason = sandbox.unavailable() or ""
    finally:
        monkeypatch.undo()
        sandbox.probe_again()
    assert reason.startswith(
        "bubblewrap cannot make a sandbox here (bwrap: No permissions to create new namespace)"
    )
    assert "seccomp=unconfined" in reason and "\n" not in reason


@pytest.mark.usefixtures("no_bwrap")
def test_without_bwrap_an_mcp_server_does_not_start():
    with pytest.raises(McpServerError, match="bwrap"):
        McpServer([sys.executable, "-c", "pass"]).start()
