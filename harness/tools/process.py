"""Built-in process tools: a command (argv list, no shell) and pytest, in the workspace.

Every command runs in the sandbox (harness.tools.sandbox: bubblewrap), under the
ToolContext's policy (an opened network: through a proxy served for the command
alone, harness.tools.netproxy); where the sandbox cannot start, these tools refuse
with the reason and never run anything bare. A command runs in a session of
its own, so a timeout kills the sandbox and everything in it. Its output
goes to a temporary file, not to memory (the loop streams it into the
artifact store), and a command that writes more than the context's
`max_output_bytes` is stopped there.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Annotated

from pydantic import Field

from harness.tools import netproxy
from harness.tools.base import ToolContext, ToolError, ToolOutput, tool
from harness.tools.disk import QuotaWatch
from harness.tools.sandbox import HandoverTimeout, SandboxUnavailable, handover

COMMAND_TIMEOUT = 120.0
POLL_SECONDS = 0.05


def run_process(
    argv: list[str], ctx: ToolContext, timeout: float, extra_env: dict[str, str] | None = None
) -> ToolOutput:
    """Run argv in the sandbox, in the workspace, stdout and stderr together into a file.

    Its environment is the sandbox's and `extra_env`, nothing of the worker's. The
    timeout counts from the call, the workspace's handover included: a command never
    starts, or runs on, after its time is up, when the loop may have given up on the
    call and gone on to the next (a process running then would race the file tools).
    """
    deadline = time.monotonic() + timeout
    env = ctx.sandbox.environment(extra_env)
    quota = QuotaWatch(ctx)  # what the workspace holds before the command writes
    quota.admit(argv)  # first: a refused command costs no handover and no proxy
    with netproxy.opened(ctx.sandbox, ctx.fetch_allowed) as proxy:
        command = sandboxed(argv, ctx, env["PATH"], deadline, proxy)
        return _run(command, env, ctx, (deadline, timeout), quota)


def _run(
    command: list[str],
    env: dict[str, str],
    ctx: ToolContext,
    time_limit: tuple[float, float],
    quota: QuotaWatch,
) -> ToolOutput:
    """Start the sandbox's command line, and wait for it, its output into a file."""
    with tempfile.NamedTemporaryFile(prefix="tool-output-", delete=False) as out:
        try:
            process = subprocess.Popen(
                command,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError as exc:
            Path(out.name).unlink()
            raise _launch_error(command[0], exc) from exc
        ending = _wait(process, out, time_limit, ctx, quota)
        noted = _cut_at_hole(out)
        noted = _note_ending(out, ending, ctx.max_output_bytes) or noted
        if ending is None and (past_quota := quota.ended()) is not None:
            noted = _note(out, past_quota)  # it ended between two looks, over the quota
    status = process.returncode if ending is None else None
    is_error = ending is not None or noted or process.returncode != 0
    return ToolOutput(file=Path(out.name), is_error=is_error, exit_status=status)


def _note_ending(out: IO[bytes], ending: str | None, cap: int) -> bool:
    """Say why the process was killed, after its output cut to the cap; whether it was."""
    if ending is None:
        return False
    if os.fstat(out.fileno()).st_size > cap:
        out.truncate(cap)  # never longer: that would pad it with NULs
    return _note(out, f"{ending}; the process was killed")


def _note(out: IO[bytes], text: str) -> bool:
    out.seek(0, os.SEEK_END)
    out.write(f"\n[{text}]".encode())
    return True


def _cut_at_hole(out: IO[bytes]) -> bool:
    """Cut a sparse output where its first hole starts, with a note; whether it was.

    A command that seeks its output past the end (`os.lseek(1, 1 << 30, 0)`) makes a
    file of holes that costs nothing here but would be stored as that many zeros: what
    follows the first hole is refused, not stored.
    """
    size = os.fstat(out.fileno()).st_size
    if size == 0:
        return False  # SEEK_HOLE at the end fails (ENXIO)
    hole = os.lseek(out.fileno(), 0, os.SEEK_HOLE)  # the end, where the file has none
    if hole >= size:
        return False
    out.truncate(hole)
    skipped = f"{size - hole:,} bytes from a hole on, where the command seeked past its output"
    return _note(out, f"output cut at {hole:,} bytes: {skipped}, were not stored")


def sandboxed(
    argv: list[str],
    ctx: ToolContext,
    path: str,
    deadline: float | None = None,
    proxy: Path | None = None,
) -> list[str]:
    """bwrap's command line for argv, or a ToolError: why it cannot run (never bare).

    The workspace is handed over to the sandbox's user first, by `deadline`. `proxy`:
    the socket of the command's network proxy, when its network is opened.
    """
    program = argv[0]
    if "/" in program:
        found = _present(ctx.workspace.resolve(), program)
    else:
        found = shutil.which(program, path=path) is not None
    if not found:
        raise ToolError(f"no such program: {program!r}")
    try:
        command = ctx.sandbox.argv(argv, workspace=ctx.workspace, proxy=proxy)
    except SandboxUnavailable as exc:
        raise ToolError(f"commands cannot run here: {exc}") from exc
    except ValueError as exc:
        raise ToolError(f"the sandbox is misconfigured: {exc}") from exc
    try:
        handover(ctx.workspace, deadline, ctx.sandbox.uid)
    except HandoverTimeout:
        raise ToolError(
            "the workspace holds too many files to prepare for a command in its time; "
            "delete some, or give a longer timeout"
        ) from None
    return command


def _present(workspace: Path, program: str) -> bool:
    """Whether a program named by path may be there, asked so as to tell nothing of the
    worker's files: a path in the workspace is looked at, not followed (a link to
    /root/.ssh/id_rsa is there, whatever it points at); one outside (an absolute path
    replaces the workspace) is left for the sandbox to look for, in its own view."""
    where = Path(os.path.normpath(workspace / program))
    return not where.is_relative_to(workspace) or os.path.lexists(where)


def _launch_error(program: str, exc: OSError) -> ToolError:
    if isinstance(exc, FileNotFoundError):
        return ToolError(f"no such program: {program!r}")
    return ToolError(f"not allowed to run {program!r}: {exc.strerror}")


def _wait(
    process: subprocess.Popen[bytes],
    out: IO[bytes],
    time_limit: tuple[float, float],
    ctx: ToolContext,
    quota: QuotaWatch,
) -> str | None:
    """Wait for the process; None when it exits by itself, else why it was killed.

    The wait wakes the moment the process ends (a pidfd), not at the next poll:
    Popen.wait's backoff would add up to half of a short command's time. `time_limit`
    is the deadline (time.monotonic()) and the timeout it was set from.
    """
    deadline, timeout = time_limit
    with _exit_of(process) as ended:
        while True:
            if ended(min(POLL_SECONDS, max(deadline - time.monotonic(), 0))):
                process.wait()
                return None
            if ctx.cancelled.is_set():
                reason = "the run was cancelled"
            elif time.monotonic() > deadline:
                reason = f"timed out after {timeout:g}s"
            elif os.fstat(out.fileno()).st_size > ctx.max_output_bytes:
                limit = f": {ctx.output_limit}" if ctx.output_limit else ""
                reason = f"output passed {ctx.max_output_bytes:,} bytes{limit}"
            elif (past_quota := quota.passed()) is not None:
                reason = past_quota
            else:
                continue
            _kill_group(process)
            return reason


@contextlib.contextmanager
def _exit_of(process: subprocess.Popen[bytes]) -> Iterator[Callable[[float], bool]]:
    """A function that waits up to N seconds for the process to end, and says if it did."""
    descriptor = os.pidfd_open(process.pid)  # the child is not reaped yet: its pid is its own
    try:
        waiting = select.poll()  # not select(): a worker may hold descriptors past 1024
        waiting.register(descriptor, select.POLLIN)
        yield lambda seconds: bool(waiting.poll(seconds * 1000))
    finally:
        os.close(descriptor)


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):  # it may have ended on its own meanwhile
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


@tool(effect="write", trust_lane="external-runtime", family="process", timeout=COMMAND_TIMEOUT + 5)
def run_command(
    ctx: ToolContext,
    argv: Annotated[list[str], Field(min_length=1, description="program and its arguments")],
    timeout: Annotated[float, Field(gt=0, le=COMMAND_TIMEOUT, description="seconds")] = 60.0,
) -> ToolOutput:
    """Run a program in the workspace (an argv list, no shell) and return its output."""
    return run_process(argv, ctx, timeout)


@tool(trust_lane="external-runtime", family="pytest", timeout=COMMAND_TIMEOUT + 5)
def run_tests(
    ctx: ToolContext,
    target: Annotated[str, Field(description="test file or folder in the workspace")] = ".",
) -> ToolOutput:
    """Run pytest on the workspace (or one target in it) and return its report.

    Failing tests are a result, not an error: the call fails only when pytest
    itself cannot run (exit status 2 or more).
    """
    ctx.resolve(target)
    argv = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        str(ctx.workspace),
        target,
    ]
    output = run_process(argv, ctx, COMMAND_TIMEOUT, {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
    failed_to_run = output.exit_status is None or output.exit_status >= 2
    return dataclasses.replace(output, is_error=failed_to_run)
