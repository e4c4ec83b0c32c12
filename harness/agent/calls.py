"""Playing one tool call: the checks before it, the tool itself, and the observation after.

`CallRunner` is the part of the loop that touches tools: it stops a
repeated call, asks the pause hook (which may pause the run, or deny the
call so the model reads why), runs the tool, stores the raw output as
an artifact, reduces it to a packet whose text the model reads, appends the
reinforcement block, and emits the events of each stage.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.agent.cancel import until_cancelled
from harness.agent.reinforce import Reinforcer
from harness.agent.shapes import Action, AgentStep, Observation
from harness.agent.state import RunState
from harness.agent.stop import StopRun
from harness.chat.turns import Call
from harness.gate.pause import Allowance, Denial, PauseHook, PauseRequest, Resolution
from harness.output.artifacts import ArtifactInfo, ArtifactSource, ArtifactStore
from harness.reducers import ReducerSet
from harness.reporting.events import (
    Event,
    ObservationDelivered,
    PolicyDecided,
    RunPaused,
    StepFinished,
    ToolFinished,
    ToolStarted,
)
from harness.reporting.live import Live, ToolRunning, WaitingForReviewer, nowhere
from harness.tools import room
from harness.tools.base import ToolContext, ToolOutput
from harness.tools.registry import ToolRegistry

CANCEL_GRACE = 3.0
"""Seconds a cancelled tool has to end (a command is killed at once) and be recorded."""
INTERRUPTED = (
    "this call was interrupted: the worker stopped while it ran, so it may or may not "
    "have taken effect. Check before you repeat it."
)


@dataclass
class CallRunner:
    tools: ToolRegistry
    context: ToolContext
    reducers: ReducerSet
    artifacts: ArtifactStore
    reinforcer: Reinforcer
    emit: Callable[[Event], None]
    run_id: str = ""
    pause_hook: PauseHook | None = None
    loop_detection: bool = True
    interrupted: set[str] = field(default_factory=set)
    """Calls that started before a crash and never finished; a write among them is not rerun."""
    cancel_check: Callable[[], bool] | None = None
    """Asked while a tool runs: True tells it to stop (`ToolContext.cancelled`), and the run
    stops with `cancelled`, after the killed call's step if it ends within `CANCEL_GRACE`."""
    live: Live = nowhere
    """Told when a tool starts and when a call waits for a reviewer (`harness.reporting.live`)."""

    def play(
        self, run: RunState, base: AgentStep, call: Call, resolution: Resolution | None
    ) -> AgentStep:
        """The finished step for `call`, or StopRun (a repeat, or a pause for a person)."""
        if call.action is None:
            error = call.error or "the call could not be read"
            step = base.model_copy(update={"parse_error": error})
            return self.deliver(run, step, Observation(output=error, is_error=True))
        action = call.action
        if resolution is not None:
            run.decided()
            action = resolution.apply(action)
            replaced = resolution.observation()
            if replaced is not None:
                return self.deliver(run, base.model_copy(update={"action": action}), replaced)
            return self._execute(run, base, action)
        if call.call_id in self.interrupted and self._is_write(action):
            step = base.model_copy(update={"action": action})
            return self.deliver(run, step, Observation(output=INTERRUPTED, is_error=True))
        self._check_duplicate(run, base, action)
        denied = self._check_pause(run, base, action)
        if denied is not None:
            return self.deliver(run, base.model_copy(update={"action": action}), denied)
        return self._execute(run, base, action)

    def deliver(
        self,
        run: RunState,
        step: AgentStep,
        observation: Observation,
        packet: dict[str, Any] | None = None,
    ) -> AgentStep:
        """Attach the observation and the reinforcement block, and announce the text."""
        observed = step.model_copy(update={"observation": observation, "packet": packet})
        block = self.reinforcer.block(run, observed)
        final = observed.model_copy(update={"reinforcement": block})
        self.emit(
            ObservationDelivered(
                run_id=self.run_id,
                index=final.index,
                call_id=final.call_id or "",
                observation=observation.output,
                is_error=observation.is_error,
                reinforcement=block,
                text=final.delivered or "",
                packet=packet,
            )
        )
        return final

    def _is_write(self, action: Action) -> bool:
        found = self.tools.get(action.tool)
        return found is not None and found.effect == "write"

    def _check_duplicate(self, run: RunState, base: AgentStep, action: Action) -> None:
        if self.loop_detection and run.last_action == action:
            step = base.model_copy(update={"action": action})
            run.add(step)
            self.emit(StepFinished(run_id=self.run_id, step=step))
            raise StopRun("duplicate_action")

    def _check_pause(self, run: RunState, base: AgentStep, action: Action) -> Observation | None:
        """Ask the hook: StopRun on a pause, the error observation of a denial, else None."""
        if self.pause_hook is None:
            return None
        verdict = self.pause_hook(run, action, self.tools.get(action.tool))
        if isinstance(verdict, PauseRequest):
            # Told before the pause is: the pause ends the run's live updates, and what is
            # shown of this call must say what it waits for, not be emptied.
            self.live(WaitingForReviewer(index=base.index, at=time.time()))
            self.emit(
                RunPaused(
                    run_id=self.run_id,
                    index=base.index,
                    call_id=base.call_id or "",
                    action=action,
                    kind=verdict.kind,
                    reason=verdict.reason,
                    rule=verdict.rule,
                    details=verdict.details(),
                )
            )
            raise StopRun("paused")
        if isinstance(verdict, Denial | Allowance):
            self.emit(
                PolicyDecided(
                    run_id=self.run_id,
                    index=base.index,
                    call_id=base.call_id or "",
                    action=action,
                    outcome="deny" if isinstance(verdict, Denial) else "allow",
                    rule=verdict.rule,
                    reason=verdict.reason,
                    provenance=verdict.provenance,
                )
            )
        return verdict.observation() if isinstance(verdict, Denial) else None

    def _execute(self, run: RunState, base: AgentStep, action: Action) -> AgentStep:
        call_id = base.call_id or ""
        self.emit(
            ToolStarted(
                run_id=self.run_id,
                index=base.index,
                call_id=call_id,
                tool=action.tool,
                arguments=action.arguments,
            )
        )
        self.live(ToolRunning(index=base.index, name=action.tool, at=time.time()))
        started = time.perf_counter()
        context = room.bounded(self.context)
        output = room.fit(self._run(action, context), context)
        latency = time.perf_counter() - started
        step = base.model_copy(update={"action": action, "tool_latency": latency})
        finished = ToolFinished(
            run_id=self.run_id,
            index=base.index,
            call_id=call_id,
            tool=action.tool,
            is_error=output.is_error,
            exit_status=output.exit_status,
            raw_bytes=output.size,
            latency=latency,
        )
        if output.from_harness:
            self.emit(finished)
            return self.deliver(run, step, Observation(output=output.decode(), is_error=True))
        info = self._store(output, action, base.index)
        self.emit(finished.model_copy(update=_stored(info)))
        packet = self.reducers.reduce(self.artifacts.open(info.id), info)
        observation = Observation(output=packet.render(), is_error=output.is_error)
        return self.deliver(run, step, observation, packet.as_json())

    def _run(self, action: Action, context: ToolContext) -> ToolOutput:
        if self.cancel_check is None:
            return self.tools.execute(action, context)
        return until_cancelled(
            lambda: self.tools.execute(action, context),
            self.cancel_check,
            give_up=self.context.cancelled.set,
            grace=CANCEL_GRACE,
            name=action.tool,
        )

    def _store(self, output: ToolOutput, action: Action, index: int) -> ArtifactInfo:
        """The raw output into the artifact store, redacted; a temporary file is deleted."""
        tool = self.tools.get(action.tool)
        source = ArtifactSource(
            tool=action.tool,
            trust_lane=output.trust_lane or (tool.trust_lane if tool else "external-runtime"),
            family=tool.family if tool else "generic",
            content_type=output.content_type,
            exit_status=output.exit_status,
            source_url=output.source_url,
            run_id=self.run_id,
            step_index=index,
        )
        try:
            return self.artifacts.put(output.chunks(), source)
        finally:
            output.discard()


def _stored(info: ArtifactInfo) -> dict[str, Any]:
    return {
        "artifact_id": info.id,
        "sha256": info.sha256,
        "content_type": info.content_type,
        "encoding": info.encoding,
        "redactions": info.redactions,
        "raw_bytes": info.size,
    }
