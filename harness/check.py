"""A run's success check: a command run in its sandbox, on its workspace, after the answer.

A model saying it is done is an answer, not a success. When a run carries a
check (`AgentConfig.check`, an argv list), the loop runs it once the model
gives its final answer, the way `run_command` runs a command (the same
sandbox, workspace and output limit), keeps its raw output as an artifact and
reduces it to a packet. Exit status 0 passes; anything else, a timeout or a
command that cannot start, fails the run with `check_failed`.
"""

from __future__ import annotations

import time

from harness.artifacts import ArtifactSource, ArtifactStore
from harness.reducers import ReducerSet
from harness.shapes import CheckResult
from harness.tools.base import ToolContext, ToolError
from harness.tools.process import run_process

CHECK_TOOL = "check"
"""The name its artifact is stored under (no tool the model can call has it)."""


def run_check(
    argv: list[str],
    ctx: ToolContext,
    *,
    timeout: float,
    reducers: ReducerSet,
    artifacts: ArtifactStore,
    step_index: int,
) -> CheckResult:
    """Run `argv` in the sandbox on the workspace; its output stored and reduced."""
    started = time.perf_counter()
    try:
        output = run_process(argv, ctx, timeout)
    except ToolError as exc:
        error = f"the check could not run: {exc}"
        return CheckResult(argv=argv, passed=False, error=error, summary=error)
    source = ArtifactSource(
        tool=CHECK_TOOL,
        trust_lane="external-runtime",
        family="process",
        exit_status=output.exit_status,
        run_id=ctx.run_id,
        step_index=step_index,
    )
    try:
        info = artifacts.put(output.chunks(), source)
    finally:
        output.discard()
    packet = reducers.reduce(artifacts.open(info.id), info)
    return CheckResult(
        argv=argv,
        passed=output.exit_status == 0,
        exit_status=output.exit_status,
        artifact_id=info.id,
        raw_bytes=info.size,
        packet=packet.as_json(),
        summary=packet.render(),
        latency=time.perf_counter() - started,
    )
