"""The agent loop: ask the model, run its tool calls, deliver observations, stop.

One loop serves both channels; a channel only builds requests, reads
replies and keeps the transcript. Stops travel as `StopRun` exceptions that
carry their reason, and every step is emitted as events to a sink, from
which `Agent.resume` rebuilds a run and continues it.
"""

from __future__ import annotations

import dataclasses
import json
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.agent.budget import over_budget
from harness.agent.calls import CallRunner
from harness.agent.cancel import until_cancelled
from harness.agent.check import CHECK_TOOL, reply_is_answer, run_check
from harness.agent.planner import extract_plan, plan_request
from harness.agent.recordable import readable, recordable
from harness.agent.reinforce import Reinforcer, reinforcer_for, standing_for
from harness.agent.resume import RunLog, Turn
from harness.agent.shapes import AgentRunResult, AgentStep, CheckResult, Observation, Plan
from harness.agent.state import RunState
from harness.agent.stop import StopRun
from harness.backends.base import (
    Message,
    Model,
    ModelError,
    ModelReply,
    ModelRequest,
    sampling_of,
)
from harness.chat import native, react
from harness.chat.conversation import open_transcript
from harness.chat.turns import Decision, Transcript
from harness.config import AgentConfig
from harness.gate.pause import PauseHook, Resolution
from harness.output.artifacts import ArtifactStore, FileArtifactStore
from harness.reducers import ReducerSet
from harness.reporting.events import (
    Event,
    ModelReplied,
    PlanMade,
    RunFinished,
    RunResumed,
    RunStarted,
    StepFinished,
    StepStarted,
)
from harness.reporting.live import Live, ModelCallStarted, ReplySoFar, ToolRunning, live_of, nowhere
from harness.reporting.sinks import NullSink, Sink
from harness.tools import room
from harness.tools.artifact_read import artifact_read
from harness.tools.base import Tool, ToolContext
from harness.tools.registry import ToolRegistry

__all__ = ["Agent", "StopRun"]


@dataclass
class Agent:
    model: Model
    tools: ToolRegistry
    context: ToolContext
    config: AgentConfig = field(default_factory=AgentConfig)
    reducers: ReducerSet = field(default_factory=ReducerSet)
    artifacts: ArtifactStore | None = None
    """Where raw outputs are kept; by default a new folder under the system's temp dir."""
    reinforcer: Reinforcer | None = None
    """Makes the block after each tool return; None: the one `config.reinforcement` names."""
    pause_hook: PauseHook | None = None
    cancel_check: Callable[[], bool] | None = None
    """Checked between steps, and while a model or tool call runs; True stops the run with
    `cancelled` (a call in progress is given up: see `harness.agent.cancel`)."""
    run_id: str = ""

    def __post_init__(self) -> None:
        self._sink: Sink = NullSink()
        self._live: Live = nowhere
        if self.artifacts is None:
            self.artifacts = FileArtifactStore(Path(tempfile.mkdtemp(prefix="harness-artifacts-")))
        if self.context.artifacts is None:
            self.context = dataclasses.replace(self.context, artifacts=self.artifacts)
        self._own_context()
        if self.tools.get(artifact_read.name) is None:  # the way back to the raw output
            self.tools = self.tools.only(self.tools.names())
            self.tools.add(artifact_read)

    def _own_context(self) -> None:
        """The tools' context names this run: the artifacts it stores are the ones
        artifact_read may read back."""
        if self.context.run_id != self.run_id:
            self.context = dataclasses.replace(self.context, run_id=self.run_id)

    def run(
        self, goal: str, sink: Sink | None = None, *, history: list[Message] | None = None
    ) -> AgentRunResult:
        self._sink = sink or NullSink()
        self._live = live_of(self._sink)
        run = RunState(run_id=self.run_id, goal=goal, config=self.config)
        self._emit(
            RunStarted(
                run_id=self.run_id,
                goal=goal,
                config=self.config.model_dump(mode="json"),
                model=self.model.name,
                tools=[_describe(t) for t in self.tools],
                history=history or [],
                sampling=sampling_of(self.model),
            )
        )
        return self._drive(run, history or [], lambda calls, transcript: None)

    def resume(
        self,
        events: Iterable[Event],
        sink: Sink | None = None,
        *,
        resolution: Resolution | None = None,
    ) -> AgentRunResult:
        """Continue a run from its event log with the same prompt prefix, byte for byte."""
        self._sink = sink or NullSink()
        self._live = live_of(self._sink)
        log = RunLog(list(events), self._interpret)
        self.config, self.run_id = log.config, log.run_id
        self._own_context()
        if log.finished is not None:
            return log.result()
        _check_decision(log, resolution)
        if resolution is not None and log.paused is not None:
            resolution.check(log.paused.action, self.tools)  # an edit must fit the tool's schema
        if resolution is not None:
            self._emit(RunResumed(run_id=self.run_id, resolution=resolution))
        decided = resolution or log.decided
        run = log.state()

        def take_up(calls: CallRunner, transcript: Transcript) -> None:
            calls.interrupted = log.interrupted
            for step, reply in log.replayed():
                transcript.add_step(step, reply)
            if log.pending is not None:
                self._finish_turn(
                    run, calls, transcript, log.pending, start=log.pending_start, resolution=decided
                )

        return self._drive(run, log.history, take_up)

    # -- the loop --------------------------------------------------------

    def _drive(
        self,
        run: RunState,
        history: list[Message],
        take_up: Callable[[CallRunner, Transcript], None],
    ) -> AgentRunResult:
        calls = self._call_runner()
        try:
            if self.config.plan and run.plan is None and run.turns == 0:
                run.plan = self._make_plan(run)
            transcript = self._transcript(run.goal, run.plan, history)
            take_up(calls, transcript)
            while True:
                self._check_limits(run, new_turn=True)
                index = len(run.steps)
                standing = standing_for(self.config, run)
                started = StepStarted(
                    run_id=self.run_id, index=index, turn=run.turns, standing=standing
                )
                self._emit(started)
                turn = self._generate(run, transcript, index, standing)
                self._finish_turn(run, calls, transcript, turn)
        except StopRun as stop:
            return self._finish(run, stop)

    def _check_limits(self, run: RunState, *, new_turn: bool) -> None:
        if self.cancel_check is not None and self.cancel_check():
            raise StopRun("cancelled")
        if new_turn and self._answer_given(run):
            # a log whose last step is the answer but not the run's end (the worker died
            # during the check): the run ends again, and its check runs again
            raise StopRun("final_answer")
        if len(run.steps) >= self.config.max_steps:
            raise StopRun("max_steps")
        turns = self.config.max_turns
        if new_turn and turns is not None and run.turns >= turns:
            raise StopRun("max_turns")

    def _answer_given(self, run: RunState) -> bool:
        last = run.steps[-1] if run.steps else None
        ends = self.config.termination != "max_turns"
        return ends and last is not None and last.final_answer is not None

    def _generate(self, run: RunState, transcript: Transcript, index: int, standing: str) -> Turn:
        request = self._told(transcript.request(run.turns, standing), index, run.turns)
        self._check_budget(run, request)
        started = time.perf_counter()
        try:
            reply = readable(self._ask(request))
        except ModelError as exc:
            raise StopRun("error", f"model {self.model.name}: {exc}") from exc
        latency = time.perf_counter() - started
        decision = recordable(transcript.interpret(reply, index))
        self._emit(
            ModelReplied(
                run_id=self.run_id,
                index=index,
                turn=run.turns,
                text=reply.text,
                tool_calls=reply.tool_calls,
                thought=decision.thought,
                actions=[c.action for c in decision.calls],
                final_answer=decision.final_answer,
                parse_error=decision.parse_error,
                tokens_in=reply.tokens_in,
                tokens_out=reply.tokens_out,
                latency=latency,
                standing=standing,
            )
        )
        run.turns += 1
        return Turn(run.turns - 1, reply, decision, latency)

    def _told(self, request: ModelRequest, index: int, turn: int) -> ModelRequest:
        """The request, its reply so far told to the sink's `live` as it forms."""
        live = self._live
        if live is nowhere:
            return request
        live(ModelCallStarted(index=index, turn=turn, at=time.time()))

        def on_text(text: str) -> None:
            live(ReplySoFar(index=index, turn=turn, text=text))

        return dataclasses.replace(request, on_text=on_text)

    def _check_budget(self, run: RunState, request: ModelRequest) -> None:
        """Stop with `budget` when sending `request` would take the run past its max_cost."""
        prices, max_cost = self.config.prices, self.config.max_cost
        if prices is None or max_cost is None:
            return
        spent = prices.cost(run.tokens_in, run.tokens_out)
        reason = over_budget(prices, max_cost, spent=spent, request=request)
        if reason is not None:
            raise StopRun("budget", reason)

    def _ask(self, request: ModelRequest) -> ModelReply:
        """The model's reply; a cancel gives the call up (a model with `abandon` is told to
        stop) and stops the run at once."""
        if self.cancel_check is None:
            return self.model.generate(request)
        abandon: Callable[[], None] = getattr(self.model, "abandon", lambda: None)
        return until_cancelled(
            lambda: self.model.generate(request), self.cancel_check, give_up=abandon, name="model"
        )

    def _finish_turn(
        self,
        run: RunState,
        calls: CallRunner,
        transcript: Transcript,
        turn: Turn,
        *,
        start: int = 0,
        resolution: Resolution | None = None,
    ) -> None:
        if not turn.decision.calls:
            self._record(run, transcript, self._reply_step(run, calls, turn), turn.reply)
            if run.steps[-1].final_answer is not None and self.config.termination != "max_turns":
                raise StopRun("final_answer")
            return
        for position in range(start, len(turn.decision.calls)):
            if position > start:
                self._check_limits(run, new_turn=False)
                self._emit(StepStarted(run_id=self.run_id, index=len(run.steps), turn=turn.number))
            base = AgentStep(**_model_fields(run, turn, position))
            call = turn.decision.calls[position]
            decided = resolution if position == start else None
            step = calls.play(run, base.model_copy(update={"call_id": call.call_id}), call, decided)
            self._record(run, transcript, step, turn.reply if position == 0 else None)

    def _reply_step(self, run: RunState, calls: CallRunner, turn: Turn) -> AgentStep:
        """A reply with no tool call: a final answer, or an error the model must fix."""
        decision: Decision = turn.decision
        step = AgentStep(
            **_model_fields(run, turn, 0),
            final_answer=decision.final_answer,
            parse_error=decision.parse_error,
        )
        if decision.parse_error is None:
            return step
        return calls.deliver(run, step, Observation(output=decision.parse_error, is_error=True))

    def _record(
        self, run: RunState, transcript: Transcript, step: AgentStep, reply: ModelReply | None
    ) -> None:
        transcript.add_step(step, reply)
        run.add(step)
        self._emit(StepFinished(run_id=self.run_id, step=step))
        stuck = step.parse_error is not None and run.stuck >= self.config.stuck_limit
        if stuck and self.config.halt_on_stuck:
            raise StopRun("no_progress")

    # -- set-up and the end -----------------------------------------------

    def _call_runner(self) -> CallRunner:
        return CallRunner(
            tools=self.tools,
            context=self.context,
            reducers=self.reducers,
            artifacts=self._store(),
            reinforcer=self.reinforcer or reinforcer_for(self.config),
            emit=self._emit,
            run_id=self.run_id,
            pause_hook=self.pause_hook,
            loop_detection=self.config.loop_detection,
            cancel_check=self.cancel_check,
            live=self._live,
        )

    def _make_plan(self, run: RunState) -> Plan:
        request = plan_request(self.config.channel, run.goal, self.tools)
        self._check_budget(run, request)
        started = time.perf_counter()
        try:
            reply = readable(self._ask(request))
        except ModelError as exc:
            raise StopRun("error", f"model {self.model.name} (plan): {exc}") from exc
        plan = extract_plan(run.goal, reply.text)
        run.tokens_in += reply.tokens_in
        run.tokens_out += reply.tokens_out
        self._emit(
            PlanMade(
                run_id=self.run_id,
                plan=plan,
                completion=reply.text,
                tokens_in=reply.tokens_in,
                tokens_out=reply.tokens_out,
                latency=time.perf_counter() - started,
            )
        )
        return plan

    def _transcript(self, goal: str, plan: Plan | None, history: list[Message]) -> Transcript:
        return open_transcript(self.config, goal, plan, self.tools, history)

    def _interpret(self, reply: ModelReply, index: int) -> Decision:
        if self.config.channel == "react":
            return recordable(react.interpret(reply, index))
        return recordable(native.interpret(reply))

    def _finish(self, run: RunState, stop: StopRun) -> AgentRunResult:
        check = None
        if self._answered(run, stop):
            try:
                check = self._check(run)
            except StopRun as cancelled:  # during the check: the run ends cancelled
                stop = cancelled
        if check is not None and not check.passed:
            stop = StopRun("check_failed", check.error or _check_failure(check))
        if stop.reason != "paused":
            self._emit(
                RunFinished(
                    run_id=self.run_id,
                    stopped_reason=stop.reason,
                    final_answer=run.final_answer,
                    check=check,
                    error=stop.error,
                    steps=len(run.steps),
                    tokens_in=run.tokens_in,
                    tokens_out=run.tokens_out,
                    tool_errors=run.tool_errors,
                )
            )
        return AgentRunResult(
            user_message=run.goal,
            plan=run.plan,
            final_answer=run.final_answer,
            steps=list(run.steps),
            stopped_reason=stop.reason,
            check=check,
            metadata={
                "run_id": self.run_id,
                "model": self.model.name,
                "channel": self.config.channel,
                "turns": run.turns,
                "tokens_in": run.tokens_in,
                "tokens_out": run.tokens_out,
                "tool_errors": run.tool_errors,
                "error": stop.error,
            },
        )

    def _answered(self, run: RunState, stop: StopRun) -> bool:
        """Whether the run ends on the model's answer (a native reply only where the
        termination policy makes it one): the moment its check runs."""
        if run.final_answer is None:
            return False
        last_turn = stop.reason == "max_turns" and self.config.termination == "max_turns"
        answer = stop.reason == "final_answer" and reply_is_answer(self.config.model_dump())
        return answer or last_turn

    def _check(self, run: RunState) -> CheckResult | None:
        """The run's success check, run now (None: it has none). A cancel while it runs
        kills it and stops the run with `cancelled`."""
        argv = self.config.check
        if argv is None:
            return None
        self._live(ToolRunning(index=len(run.steps), name=CHECK_TOOL, at=time.time()))
        stored = room.bounded(self.context)  # here: the room may be a query of this thread's

        def check() -> CheckResult:
            return run_check(
                list(argv),
                self.context,
                timeout=self.config.check_timeout,
                reducers=self.reducers,
                artifacts=self._store(),
                step_index=len(run.steps),
                stored=stored,
            )

        if self.cancel_check is None:
            return check()
        return until_cancelled(
            check, self.cancel_check, give_up=self.context.cancelled.set, name=CHECK_TOOL
        )

    def _emit(self, event: Event) -> None:
        self._sink.emit(event)

    def _store(self) -> ArtifactStore:
        if self.artifacts is None:  # set in __post_init__
            raise RuntimeError("the agent has no artifact store")
        return self.artifacts


def _check_failure(check: CheckResult) -> str:
    """Why a check that ran did not pass, in a line (the run's error, its notices')."""
    ending = "was killed" if check.exit_status is None else f"exited {check.exit_status}"
    return f"the success check `{' '.join(check.argv)}` {ending}"


def _check_decision(log: RunLog, resolution: Resolution | None) -> None:
    """A paused run needs a decision, and only a paused run can take one."""
    if log.paused is not None and resolution is None:
        raise ValueError(
            f"run {log.run_id!r} is paused at {log.paused.action.tool}: resume it with a resolution"
        )
    if resolution is not None and log.paused is None:
        raise ValueError(f"run {log.run_id!r} is not paused; there is nothing to decide")


def _model_fields(run: RunState, turn: Turn, position: int) -> dict[str, Any]:
    """The fields every step of a turn has; the model's own only on its first step."""
    fields: dict[str, Any] = {"index": len(run.steps), "turn": turn.number}
    if position == 0:
        fields |= {
            "completion": turn.reply.text,
            "thought": turn.decision.thought,
            "tokens_in": turn.reply.tokens_in,
            "tokens_out": turn.reply.tokens_out,
            "model_latency": turn.latency,
        }
    return fields


def _describe(item: Tool) -> dict[str, Any]:
    return {
        "name": item.name,
        "description": item.description,
        "parameters": item.parameters,
        # as text too: PostgreSQL's jsonb reorders an object's keys, and a log read back
        # must rebuild the prompt's tool list byte for byte (harness/export/requests.py)
        "parameters_json": json.dumps(item.parameters),
        "effect": item.effect,
        "trust_lane": item.trust_lane,
        "family": item.family,
    }
