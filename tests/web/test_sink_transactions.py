"""The sink writes a step's events in one transaction: what a crash can and cannot lose.

`runs.sink.DjangoSink` holds a step's events until the step ends, or until an event
that must be durable at once (`runs.sink.COMMITTED_AT`: a tool about to start, a pause,
the run's end...), and writes them with one lease renewal. Tried: a step's events one by
one, watching the log and the lease's renewals; a pause after a held reply; a sink that
loses its lease mid-step; and a worker killed before each event of a recovery run in
turn, then resumed as beat's reclaim would.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from harness.agent.shapes import Action, AgentStep, Observation
from harness.reporting.events import (
    Event,
    ModelReplied,
    ObservationDelivered,
    RunPaused,
    RunStarted,
    StepFinished,
    StepStarted,
    ToolFinished,
    ToolStarted,
)
from runs import executor
from runs import sink as sink_module
from runs.executor import execute
from runs.lease import Lease, LeaseLost, claim
from runs.models import Approval, Run, RunEvent, Status, Step
from runs.sink import DjangoSink
from tests.web.conftest import People, idle_run

pytestmark = pytest.mark.django_db
TRANSACTIONAL = pytest.mark.django_db(transaction=True)
ACTION = Action(tool="calculator", arguments={"expression": "6 * 7"})
UNFINISHED = {"run_started", "step_started", "model_replied", "policy_decided", "tool_started"}
"""What the log may hold after its last finished step: the start of one, up to its tool."""


def _sink(people: People) -> tuple[DjangoSink, Run]:
    run = idle_run(people.owner)
    assert claim(run.pk, "me")
    # with the run's config, as the executor makes it (a step's cost reads its prices)
    sink = DjangoSink(run.pk, Lease(run.pk, "me"), next_seq=0, config=run.config)
    sink.emit(RunStarted(goal="g", config={}, model="m", tools=[]))
    return sink, run


def _logged(run: Run) -> list[str]:
    return list(RunEvent.objects.filter(run=run).order_by("seq").values_list("type", flat=True))


def _renewals(queries: CaptureQueriesContext) -> int:
    """The lease's renewals among the queries (runs.lease.renew)."""
    updates = [q["sql"] for q in queries if q["sql"].startswith("UPDATE")]
    return sum(1 for sql in updates if "lease_expires_at" in sql)


def test_a_step_is_written_at_its_tool_start_and_its_end(people: People) -> None:
    sink, run = _sink(people)
    observed = Observation(output="42")
    step = AgentStep(index=0, turn=0, completion="c", action=ACTION, observation=observed)
    with CaptureQueriesContext(connection) as queries:
        sink.emit(StepStarted(index=0, turn=0))
        sink.emit(ModelReplied(index=0, turn=0, text="c", actions=[ACTION]))
        assert _logged(run) == ["run_started"], "held until the tool is about to start"
        sink.emit(ToolStarted(index=0, call_id="c0", tool="calculator", arguments={}))
        assert _logged(run)[1:] == ["step_started", "model_replied", "tool_started"]
        sink.emit(ToolFinished(index=0, call_id="c0", tool="calculator", is_error=False))
        sink.emit(
            ObservationDelivered(index=0, call_id="c0", observation="42", is_error=False, text="42")
        )
        assert len(_logged(run)) == 4 and not Step.objects.filter(run=run).exists()
        sink.emit(StepFinished(step=step))
    seqs = list(RunEvent.objects.filter(run=run).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(7))
    assert _logged(run)[4:] == ["tool_finished", "observation_delivered", "step_finished"]
    assert Step.objects.get(run=run).index == 0
    assert _renewals(queries) == 2, "the lease is renewed once per transaction, not per event"


def test_a_lost_lease_stops_the_next_event_and_writes_none_of_the_held_ones(
    people: People,
) -> None:
    sink, run = _sink(people)
    sink.emit(StepStarted(index=0, turn=0))
    Run.objects.filter(pk=run.pk).update(lease_owner="second")  # a worker that reclaimed it
    with pytest.raises(LeaseLost):
        sink.emit(ToolStarted(index=0, call_id="c0", tool="calculator", arguments={}))
    with pytest.raises(LeaseLost):
        sink.emit(ModelReplied(index=0, turn=0, text="c"))  # held or not, it stops at once
    assert _logged(run) == ["run_started"]


def test_a_pause_writes_the_held_start_of_its_step_with_the_approval(people: People) -> None:
    sink, run = _sink(people)
    sink.emit(StepStarted(index=0, turn=0))
    sink.emit(ModelReplied(index=0, turn=0, text="c", actions=[ACTION]))
    sink.emit(RunPaused(index=0, call_id="c0", action=ACTION, kind="write", reason="tainted"))
    assert _logged(run)[1:] == ["step_started", "model_replied", "run_paused"]
    run.refresh_from_db()
    assert run.status == Status.AWAITING_APPROVAL and run.lease_owner == ""
    assert Approval.objects.get(run=run).call_id == "c0"


class Killed(BaseException):
    """The worker's death: nothing after it runs, and the executor does not catch it."""


def _killing_sink(before: int) -> type[DjangoSink]:
    """A DjangoSink whose worker dies as the event numbered `before` is emitted."""

    class Dying(DjangoSink):
        emitted = 0

        def emit(self, event: Event) -> None:
            if Dying.emitted == before:
                raise Killed(event.type)
            Dying.emitted += 1
            super().emit(event)

    return Dying


def _undisturbed(people: People) -> tuple[list[str], list[Any]]:
    run = idle_run(people.owner)
    execute(run.pk, owner="one")
    return _logged(run), _steps(run)


def _steps(run: Run) -> list[Any]:
    return list(
        Step.objects.filter(run=run)
        .order_by("index")
        .values_list("index", "action_tool", "action_arguments", "observation", "final_answer")
    )


def _whole_steps_only(run: Run) -> None:
    """The log holds finished steps, then at most the start of one (up to its tool_started)."""
    logged = _logged(run)
    assert logged.count("step_finished") == Step.objects.filter(run=run).count()
    last = max((n for n, kind in enumerate(logged) if kind == "step_finished"), default=-1)
    assert set(logged[last + 1 :]) <= UNFINISHED, logged[last + 1 :]


@TRANSACTIONAL
def test_a_worker_killed_before_any_event_leaves_whole_steps_and_resumes(
    people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    types, steps = _undisturbed(people)
    assert types[-1] == "run_finished" and len(steps) == 5
    for before in range(len(types)):
        run = idle_run(people.owner)
        monkeypatch.setattr(executor, "DjangoSink", _killing_sink(before))
        with pytest.raises(Killed):
            execute(run.pk, owner="first")
        _whole_steps_only(run)
        monkeypatch.setattr(executor, "DjangoSink", DjangoSink)
        expired = timezone.now() - timedelta(minutes=5)
        Run.objects.filter(pk=run.pk).update(lease_expires_at=expired)  # as beat's reclaim finds it
        execute(run.pk, owner="second")

        run.refresh_from_db()
        assert run.status == Status.ANSWERED, (before, types[before], run.error)
        assert _steps(run) == steps, (before, types[before])
        seqs = list(RunEvent.objects.filter(run=run).order_by("seq").values_list("seq", flat=True))
        assert seqs == list(range(len(seqs))), before
        assert run.step_count == len(steps)


@TRANSACTIONAL
def test_a_run_failing_mid_step_keeps_the_events_of_that_step(
    people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    # tried: a bug raised just after the first step's reply is emitted, while the sink holds
    # that step's start and reply: they are written before the run fails

    class Failing(DjangoSink):
        def emit(self, event: Event) -> None:
            super().emit(event)
            if event.type == "model_replied":
                raise RuntimeError("a bug after the model replied")

    run = idle_run(people.owner)
    monkeypatch.setattr(executor, "DjangoSink", Failing)
    execute(run.pk, owner="one")
    run.refresh_from_db()
    assert run.status == Status.FAILED and "a bug after the model replied" in run.error
    assert _logged(run) == ["run_started", "step_started", "model_replied"]


def _tool_step_held(sink: DjangoSink) -> AgentStep:
    """A calculator step emitted up to its end (its tool_started written): the step."""
    sink.emit(StepStarted(index=0, turn=0))
    sink.emit(ModelReplied(index=0, turn=0, text="c", actions=[ACTION], tokens_in=7))
    sink.emit(ToolStarted(index=0, call_id="c0", tool="calculator", arguments={}))
    sink.emit(ToolFinished(index=0, call_id="c0", tool="calculator", is_error=False))
    sink.emit(
        ObservationDelivered(index=0, call_id="c0", observation="42", is_error=False, text="42")
    )
    observed = Observation(output="42")
    return AgentStep(
        index=0, turn=0, completion="c", action=ACTION, observation=observed, tokens_in=7
    )


def test_a_step_end_costs_three_statements_and_no_query_after_its_commit(
    people: People, monkeypatch: pytest.MonkeyPatch, django_capture_on_commit_callbacks: Any
) -> None:
    # issue 24: the events, the Step row, and one UPDATE of the run that adds the step to its
    # totals, renews the lease and returns the row the status bar is rendered from. Before:
    # a fence UPDATE, a totals UPDATE, and a SELECT of the run after the commit (5 in all).
    sink, run = _sink(people)
    step = _tool_step_held(sink)
    bars: list[Run | None] = []

    def rendered(step: Step, run: Run | None = None) -> dict[str, Any]:
        bars.append(run)
        return {"type": "run.step", "index": step.index, "html": ""}

    monkeypatch.setattr(sink_module, "step_message", rendered)
    monkeypatch.setattr(sink_module, "send_to_run", lambda run_id, message: None)
    with (
        CaptureQueriesContext(connection) as queries,
        django_capture_on_commit_callbacks(execute=True),
    ):
        sink.emit(StepFinished(step=step))
    statements = [q["sql"] for q in queries if "SAVEPOINT" not in q["sql"]]
    assert len(statements) == 3, statements
    assert statements[0].startswith("UPDATE") and "RETURNING" in statements[0]  # the fence
    assert statements[-1].startswith('INSERT INTO "runs_step"')  # last: its committed_at
    assert _renewals(queries) == 1
    [bar] = bars
    assert bar is not None and (bar.pk, bar.step_count, bar.tokens_in) == (run.pk, 1, 7)
    run.refresh_from_db()
    assert (run.step_count, run.tokens_in, run.lease_expires_at) == (1, 7, bar.lease_expires_at)


def test_a_lease_taken_before_a_step_end_writes_nothing_of_that_step(
    people: People, django_capture_on_commit_callbacks: Any
) -> None:
    sink, run = _sink(people)
    step = _tool_step_held(sink)
    Run.objects.filter(pk=run.pk).update(lease_owner="second")  # a worker that reclaimed it
    with django_capture_on_commit_callbacks() as announced, pytest.raises(LeaseLost):
        sink.emit(StepFinished(step=step))  # the step's own UPDATE finds the lease gone
    assert announced == []
    assert _logged(run) == ["run_started", "step_started", "model_replied", "tool_started"]
    assert not Step.objects.filter(run=run).exists()
    run.refresh_from_db()
    assert (run.step_count, run.tokens_in, run.lease_owner) == (0, 0, "second")
    assert sink.lease.lost.is_set()
    with pytest.raises(LeaseLost):
        sink.flush()


@TRANSACTIONAL
def test_a_run_whose_lease_is_taken_at_a_step_end_stops_there(
    people: People, monkeypatch: pytest.MonkeyPatch
) -> None:
    emitted: list[str] = []

    class TakenOver(DjangoSink):
        def emit(self, event: Event) -> None:
            emitted.append(event.type)
            if isinstance(event, StepFinished) and event.step.index == 1:
                Run.objects.filter(pk=self.run_id).update(lease_owner="second")
            super().emit(event)

    run = idle_run(people.owner)
    monkeypatch.setattr(executor, "DjangoSink", TakenOver)
    execute(run.pk, owner="first")
    run.refresh_from_db()
    assert emitted.count("step_finished") == 2 and emitted[-1] == "step_finished", emitted
    assert (run.status, run.lease_owner, run.step_count) == (Status.RUNNING, "second", 1)
    assert list(Step.objects.filter(run=run).values_list("index", flat=True)) == [0]
    logged = _logged(run)
    assert (
        logged.count("step_finished") == 1
        and set(logged[logged.index("step_finished") + 1 :]) <= UNFINISHED
    )
