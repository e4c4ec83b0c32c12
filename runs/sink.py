"""DjangoSink: the harness's events, persisted a step at a time, then broadcast.

Every event is appended to the run's log (RunEvent); a finished step also
becomes a Step row, and the run's status and totals follow the events. The
events of a step are held in memory and written in one transaction, which
renews the lease once, when the step ends or an event must be durable at once
(`COMMITTED_AT`): a resume after a crash then reads a step whole or not at all,
and a tool never runs before the log says it started. The broadcast is queued
with `on_commit`, so a viewer never sees a step that the database does not
hold. What happens between two steps (the reply so far, a tool running) is no
event: `live` hands it to the run's `runs.live.LiveRelay`, which sends it,
throttled, and stores nothing in the database.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import cache, partial
from typing import Any, TypedDict

from django.db import connection, transaction
from django.db.models import F
from django.utils import timezone

from harness.agent.budget import Prices
from harness.agent.check import outcome
from harness.agent.shapes import AgentStep
from harness.output.redact import Json, redact_arguments, redact_string
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
    ToolStarted,
    event_adapter,
)
from harness.reporting.live import LiveUpdate
from runs import lifecycle
from runs.approvals import record_pause
from runs.broadcast import send_to_run
from runs.connections import release
from runs.costs import cost_of, prices_of
from runs.lease import Lease, expiry, held, run_column, run_table
from runs.live import LiveRelay
from runs.models import Run, RunEvent, Status, Step, TaintClearance
from runs.rendering import status_message, step_message

COMMITTED_AT: tuple[type[Event], ...] = (
    StepFinished,  # the step's end: its events, its Step row and the run's totals at once
    ToolStarted,  # before the tool runs: a resume must not run an interrupted write again
    RunPaused,  # the Approval a reviewer answers, and the run's awaiting status
    RunFinished,  # the run's end
    RunStarted,  # once a run: its goal on the page, and the log a resume needs
    PlanMade,  # once a run: a plan the model was paid for
    RunResumed,  # once a resume: the decision taken, applied again if cut off
    TaintCleared,  # once a resume: the clearance row and its event together
)
"""The events written at once, with those held before them. The rest (step_started,
model_replied, policy_decided, tool_finished, observation_delivered) wait for the next
of these: a crash before it loses them all, and the resumed run redoes that part of
the step (a write tool that had started is not run again: its tool_started is kept).
A final answer's step waits for the run's end, which follows it at once, unless the run
goes on to `max_turns`: a run whose log holds its answer has ended."""


class DjangoSink:
    def __init__(
        self, run_id: int, lease: Lease, next_seq: int, config: dict[str, Any] | None = None
    ) -> None:
        """`config` is the run's (Run.config), which the executor has loaded; without it,
        the sink reads it when it first needs it."""
        self.run_id = run_id
        self.lease = lease
        self._config = config
        self._prices_read = False
        self._prices: Prices | None = None
        self._closed = False
        self._counted: Run | None = None
        """The run's row as the last step's UPDATE left it (`_fence`)."""
        self._seq = next_seq
        self._held: list[Event] = []
        self._standing = ""
        self._live = LiveRelay(run_id)
        self._handlers: dict[type[Any], Callable[[Any], None]] = {
            RunStarted: self._started,
            PlanMade: self._plan_made,
            ModelReplied: self._replied,
            StepFinished: self._step_finished,
            RunPaused: self._paused,
            RunFinished: self._finished,
            TaintCleared: self._taint_cleared,
        }

    def emit(self, event: Event) -> None:
        self.lease.check()
        self._held.append(storable(event))
        if isinstance(event, COMMITTED_AT) and not self._ends_next(event):
            self._commit()

    def flush(self) -> None:
        """Write what is held now: a run failing mid-step keeps what it did before."""
        if self._held:
            self._commit()

    def _ends_next(self, event: Event) -> bool:
        """A final answer's step, which the run's end follows (harness.agent.loop: termination)."""
        if not isinstance(event, StepFinished) or event.step.final_answer is None:
            return False
        return self._run_config().get("termination") != "max_turns"

    def _run_config(self) -> dict[str, Any]:
        if self._config is None:
            rows = Run.objects.filter(pk=self.run_id).values_list("config", flat=True)
            self._config = rows.get()
        return self._config

    def _step_cost(self, step: AgentStep) -> Decimal | None:
        """What the step's model call cost at the run's prices; None: no price."""
        return self._cost(step.tokens_in, step.tokens_out)

    def _cost(self, tokens_in: int, tokens_out: int) -> Decimal | None:
        """What a model call's tokens cost at the run's prices (read once); None: no price."""
        if not self._prices_read:
            self._prices, self._prices_read = prices_of(self._run_config()), True
        return cost_of(self._prices, tokens_in, tokens_out)

    def _commit(self) -> None:
        """The held events, in order, in one transaction that renews the lease once, first
        of all: a worker that lost the run writes nothing."""
        events = self._held
        with transaction.atomic():
            self._fence(events)
            RunEvent.objects.bulk_create(
                RunEvent(
                    run_id=self.run_id,
                    seq=self._seq + offset,
                    type=event.type,
                    data=event.model_dump(mode="json"),
                )
                for offset, event in enumerate(events)
            )
            for event in events:
                handler = self._handlers.get(type(event))
                if handler is not None:
                    handler(event)
        self._seq += len(events)
        self._held = []
        release()  # the run now waits on the model or a tool

    def _fence(self, events: list[Event]) -> None:
        """The lease renewed, or LeaseLost; when a step ends in `events`, with the step added
        to the run's totals in the same UPDATE (`counted`), whose row the status bar shows."""
        ended = next((event for event in events if isinstance(event, StepFinished)), None)
        if ended is None:
            self.lease.fence()
            return
        cost = self._step_cost(ended.step)
        self._counted = self.lease.fenced(
            lambda: counted(ended.step, self.run_id, self.lease.owner, cost),
            lambda run: run.cancel_requested,
        )

    def live(self, update: LiveUpdate) -> None:
        """Progress between two steps (harness.reporting.live): to the run's viewers, never stored.
        Called from the model call's thread as the reply streams; it does not wait."""
        self._live.update(update)

    def _started(self, event: RunStarted) -> None:
        # The scenario's goal with its variables filled in ($pages_url, ...).
        Run.objects.filter(pk=self.run_id).update(goal=event.goal)

    def _plan_made(self, event: PlanMade) -> None:
        """The plan's model call, paid for before any step: in the run's tokens and cost
        (the budget counted it too: harness.agent.budget), in no step's."""
        cost = self._cost(event.tokens_in, event.tokens_out)
        added: dict[str, Any] = {
            "tokens_in": F("tokens_in") + event.tokens_in,
            "tokens_out": F("tokens_out") + event.tokens_out,
        }
        if cost is not None:
            added["cost"] = F("cost") + cost  # NULL (no price) stays NULL
        Run.objects.filter(pk=self.run_id).update(**added)

    def _replied(self, event: ModelReplied) -> None:
        self._standing = event.standing

    def _step_finished(self, event: StepFinished) -> None:
        fields: dict[str, Any] = {**step_fields(event.step), "cost": self._step_cost(event.step)}
        if not fields["reinforcement"] and self._standing:
            fields["reinforcement"] = self._standing  # standing mode: the block it read
        # after the run's UPDATE (`_fence`), near the commit: viewers count from committed_at
        step = Step.objects.create(run_id=self.run_id, **fields)
        transaction.on_commit(partial(self._announce_step, step, self._counted))
        transaction.on_commit(partial(self._live.committed, step.index))

    def _announce_step(self, step: Step, run: Run | None) -> None:
        """After the commit: the step and the new status bar, in one message; when the same
        transaction ended (or paused) the run, the step alone: its status message follows."""
        send_to_run(self.run_id, step_message(step, None if self._closed else run))

    def _paused(self, event: RunPaused) -> None:
        record_pause(self.run_id, event)  # in the same transaction as the event
        self._close(Status.AWAITING_APPROVAL, stopped_reason="paused")

    def _finished(self, event: RunFinished) -> None:
        self._close(
            final_status(event, self._run_config()),
            stopped_reason=event.stopped_reason,
            final_answer=_redacted(event.final_answer),
            check_result=event.check.model_dump(mode="json") if event.check else None,
            error=redact_string(event.error or ""),
            finished_at=timezone.now(),
        )

    def _taint_cleared(self, event: TaintCleared) -> None:
        """A reviewer's clearance, now in the log: the oldest one waiting for it."""
        waiting = TaintClearance.objects.filter(run_id=self.run_id, applied=False)
        oldest = waiting.order_by("pk").values_list("pk", flat=True).first()
        if oldest is not None:
            TaintClearance.objects.filter(pk=oldest).update(applied=True)

    def _close(self, status: Status, **fields: object) -> None:
        """Record how the run ended (or paused) and give up the lease."""
        self._closed = True
        lifecycle.change(self.run_id, status, lease_owner="", lease_expires_at=None, **fields)
        transaction.on_commit(self._announce_status)
        transaction.on_commit(self._live.ended)

    def _announce_status(self) -> None:
        send_to_run(self.run_id, status_message(Run.objects.get(pk=self.run_id)))


def counted(step: AgentStep, run_id: int, owner: str, cost: Decimal | None = None) -> Run | None:
    """The run with `step` (and its `cost`, None: not known) added to its totals and its lease
    renewed, in one UPDATE, as
    that UPDATE leaves it (so the status bar needs no query after the commit); None when
    the lease is no longer `owner`'s, and nothing was changed.

    The UPDATE is the lease's fence for the step's transaction: it locks the run's row
    until the commit, and a claim by another worker, committed before it, makes it match
    no row. Raw SQL, its names Run's own and its values parameters, because the ORM's
    update() gives a row count, never the row (RETURNING: PostgreSQL, SQLite from 3.35).
    """
    added = [1, step.tokens_in, step.tokens_out, int(_is_error(step)), cost]
    sql = _counted_sql(connection.vendor)
    found = list(Run.objects.raw(sql, [*added, expiry(), run_id, owner]))
    return found[0] if found else None


@cache
def _counted_sql(vendor: str) -> str:
    """`counted`'s UPDATE, written once per database `vendor` (its quoting)."""
    totals = ("step_count", "tokens_in", "tokens_out", "tool_errors", "cost")
    # cost: NULL (no price) stays NULL, whatever is added
    added = ", ".join(f"{run_column(name)} = {run_column(name)} + %s" for name in totals)
    expires = run_column("lease_expires_at")
    return f"UPDATE {run_table()} SET {added}, {expires} = %s WHERE {held()} RETURNING *"  # noqa: S608


def storable(event: Event) -> Event:
    """The event with any NUL character (from a model reply, say) made U+FFFD.

    PostgreSQL holds no NUL in text or jsonb; the rest of the event is kept as it is.
    """
    if "\\u0000" not in event.model_dump_json():  # a cheap test; most events have none
        return event
    return event_adapter.validate_python(_without_nul(event.model_dump(mode="json")))


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", "\ufffd")
    if isinstance(value, list):
        return [_without_nul(item) for item in value]
    if isinstance(value, dict):
        return {_without_nul(key): _without_nul(item) for key, item in value.items()}
    return value


def final_status(event: RunFinished, config: dict[str, Any]) -> Status:
    """`succeeded` only when a check passed; an answer with no check is `answered`
    (harness.agent.check.outcome, which the OpenTelemetry export reads too)."""
    return Status(outcome(event, config))


class StepFields(TypedDict):
    """The columns of a Step row, but its run."""

    index: int
    turn: int
    completion: str
    thought: str
    action_tool: str
    action_arguments: Json | None
    call_id: str
    final_answer: str | None
    parse_error: str | None
    observation: str | None
    packet: dict[str, Any] | None
    reinforcement: str
    is_error: bool
    model_latency: float
    tool_latency: float
    tokens_in: int
    tokens_out: int


def step_fields(step: AgentStep) -> StepFields:
    """A harness step as the columns of a Step row: what the model wrote, redacted (the
    event log keeps it as written, for the run to resume from)."""
    return {
        "index": step.index,
        "turn": step.turn,
        "completion": redact_string(step.completion),
        "thought": redact_string(step.thought),
        "action_tool": step.action.tool if step.action else "",
        "action_arguments": redact_arguments(step.action.arguments) if step.action else None,
        "call_id": step.call_id or "",
        "final_answer": _redacted(step.final_answer),
        "parse_error": _redacted(step.parse_error),
        "observation": _redacted(step.delivered),
        "packet": step.packet,
        "reinforcement": step.reinforcement,
        "is_error": _is_error(step),
        "model_latency": step.model_latency,
        "tool_latency": step.tool_latency,
        "tokens_in": step.tokens_in,
        "tokens_out": step.tokens_out,
    }


def _is_error(step: AgentStep) -> bool:
    return bool(step.observation and step.observation.is_error)


def _redacted(text: str | None) -> str | None:
    return None if text is None else redact_string(text)
