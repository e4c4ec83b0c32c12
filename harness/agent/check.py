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
from collections.abc import Mapping
from typing import Any, Literal

from harness.agent.shapes import CheckResult
from harness.output.artifacts import ArtifactSource, ArtifactStore
from harness.reducers import ReducerSet
from harness.reporting.events import RunFinished
from harness.tools import room
from harness.tools.base import ToolContext, ToolError
from harness.tools.process import run_process

CHECK_TOOL = "check"
"""The name its artifact is stored under (no tool the model can call has it)."""

Outcome = Literal["succeeded", "answered", "failed", "cancelled", "stopped"]
"""How a run came out, as the dashboard's status says it: `succeeded` only when its check
passed, `answered` for an answer nothing checked."""
ENDED_AS: dict[str, Outcome] = {"error": "failed", "cancelled": "cancelled"}
"""The outcome of a run that ended without an answer, by its stop reason; else `stopped`."""


def outcome(finished: RunFinished, config: Mapping[str, Any]) -> Outcome:
    """`finished`'s outcome under the run's `config` (its RunStarted config): the one
    reading the dashboard (runs.sink) and the OpenTelemetry export share."""
    if finished.check is not None:
        return "succeeded" if finished.check.passed else "failed"
    termination = config.get("termination", "last_tool")
    last_turn = finished.stopped_reason == "max_turns" and termination == "max_turns"
    if last_turn and finished.final_answer:
        return "answered"  # the policy runs every turn; an answer given counts
    if finished.stopped_reason == "final_answer":
        return "answered" if reply_is_answer(config) else "stopped"
    return ENDED_AS.get(finished.stopped_reason, "stopped")


def reply_is_answer(config: Mapping[str, Any]) -> bool:
    """ReAct's `Final Answer:` is a marker the model writes on purpose; a native reply
    without a tool call may be a question or a refusal, so it is the run's answer only
    when the run's termination policy says a reply ends it."""
    return config.get("channel", "react") == "react" or config.get("termination") == "reply"


def run_check(
    argv: list[str],
    ctx: ToolContext,
    *,
    timeout: float,
    reducers: ReducerSet,
    artifacts: ArtifactStore,
    step_index: int,
    stored: ToolContext | None = None,
) -> CheckResult:
    """Run `argv` in the sandbox on the workspace; its output stored and reduced.

    The verdict is the exit status, so a run with little room left to store output still
    gets its check run whole: only what is stored is cut, to `stored`'s cap (the context
    `room.bounded` gave, asked in the loop's thread)."""
    started = time.perf_counter()
    try:
        output = room.fit(run_process(argv, ctx, timeout), stored or ctx)
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
