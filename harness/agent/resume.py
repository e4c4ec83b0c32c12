"""Reading a run back from its event log, to resume it where it stopped.

The steps come from `StepFinished` events and the model's replies from
`ModelReplied`; the transcript is rebuilt from them through the same code
that built it live, so the resumed prompt is the same bytes. A turn whose
tool calls did not all finish (a pause, or a worker that died) is taken up
again from its first unfinished call, without asking the model again.
The run's taint and open escalation are rebuilt from the steps' packets and
the reviewers' `taint_cleared` and `run_resumed` events, in log order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from harness.agent.shapes import AgentRunResult, AgentStep
from harness.agent.state import RunState
from harness.backends.base import Message, ModelReply
from harness.chat.react import as_written
from harness.chat.turns import Decision
from harness.config import AgentConfig
from harness.gate.pause import Resolution
from harness.reporting.events import (
    Event,
    ModelReplied,
    PlanMade,
    RunFinished,
    RunPaused,
    RunResumed,
    RunStarted,
    StepFinished,
    TaintCleared,
    ToolFinished,
    ToolStarted,
)


@dataclass(frozen=True, slots=True)
class Turn:
    """One model generation and what the channel read in it."""

    number: int
    reply: ModelReply
    decision: Decision
    latency: float


Interpret = Callable[[ModelReply, int], Decision]


class RunLog:
    def __init__(self, events: list[Event], interpret: Interpret) -> None:
        starts = [e for e in events if isinstance(e, RunStarted)]
        if not starts:
            raise ValueError("the log has no run_started event; it is not a run log")
        self.started = starts[0]
        self.events = events
        self.config = AgentConfig.model_validate(self.started.config)
        self.run_id = self.started.run_id
        self.history: list[Message] = self.started.history
        self.plans = [e for e in events if isinstance(e, PlanMade)]
        self.steps = [e.step for e in events if isinstance(e, StepFinished)]
        self.replies = [e for e in events if isinstance(e, ModelReplied)]
        self.finished = next((e for e in events if isinstance(e, RunFinished)), None)
        self.paused = _open_pause(events)
        self.decided = _unapplied_decision(events)
        self.interrupted = _unfinished_calls(events)
        self.pending, self.pending_start = self._pending_turn(interpret)

    def _pending_turn(self, interpret: Interpret) -> tuple[Turn | None, int]:
        """The last turn, if some of its calls have no finished step yet."""
        if not self.replies:
            return None, 0
        last = self.replies[-1]
        reply = last.reply()
        decision = interpret(reply, last.index)
        done = sum(1 for s in self.steps if s.turn == last.turn)
        if done >= max(1, len(decision.calls)):
            return None, 0
        return Turn(last.turn, reply, decision, last.latency), done

    def state(self) -> RunState:
        plan = self.plans[-1] if self.plans else None
        run = RunState(
            run_id=self.run_id,
            goal=self.started.goal,
            config=self.config,
            plan=plan.plan if plan else None,
            turns=len(self.replies),
        )
        if plan is not None:
            run.tokens_in, run.tokens_out = plan.tokens_in, plan.tokens_out
        for event in self.events:  # in order: a clearance covers the taint read before it
            if isinstance(event, StepFinished):
                run.add(event.step)
            elif isinstance(event, TaintCleared):
                run.clear_taint(event.clearance.artifacts)
            elif isinstance(event, RunResumed):
                run.decided()
        return run

    def replayed(self) -> Iterator[tuple[AgentStep, ModelReply | None]]:
        """Each finished step, with its turn's reply on the first step of that turn (a
        ReAct step with its arguments as the reply wrote them: see `react.as_written`)."""
        replies = {r.turn: r for r in self.replies}
        seen: set[int] = set()
        for logged in self.steps:
            reply = None
            if logged.turn not in seen:
                seen.add(logged.turn)
                reply = replies[logged.turn].reply()
            react_channel = self.config.channel == "react"
            yield (as_written(logged, reply) if react_channel else logged), reply

    def result(self) -> AgentRunResult:
        if self.finished is None:
            raise ValueError("the run has not finished")
        return AgentRunResult(
            user_message=self.started.goal,
            plan=self.plans[-1].plan if self.plans else None,
            final_answer=self.finished.final_answer,
            steps=self.steps,
            stopped_reason=self.finished.stopped_reason,
            check=self.finished.check,
            metadata={
                "run_id": self.run_id,
                "model": self.started.model,
                "channel": self.config.channel,
                "turns": len(self.replies),
                "tokens_in": self.finished.tokens_in,
                "tokens_out": self.finished.tokens_out,
                "tool_errors": self.finished.tool_errors,
                "error": self.finished.error,
            },
        )


def _unfinished_calls(events: list[Event]) -> set[str]:
    """Calls that started and never finished: the worker died while they ran."""
    started = {e.call_id for e in events if isinstance(e, ToolStarted)}
    return started - {e.call_id for e in events if isinstance(e, ToolFinished)}


def _unapplied_decision(events: list[Event]) -> Resolution | None:
    """A decision whose call never finished (the resume was cut off), to apply again."""
    for event in reversed(events):
        if isinstance(event, RunResumed):
            return event.resolution
        if isinstance(event, StepFinished | RunFinished | RunPaused):
            return None
    return None


def _open_pause(events: list[Event]) -> RunPaused | None:
    """The pause that no decision and no later step has answered yet."""
    for event in reversed(events):
        if isinstance(event, RunPaused):
            return event
        if isinstance(event, RunResumed | StepFinished | RunFinished):
            return None
    return None
