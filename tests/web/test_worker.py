"""Runs executed by a real Celery worker process, on the real database and Redis."""

from __future__ import annotations

import pytest
from django.db import transaction

from runs import lease
from runs.config import RunConfig
from runs.executor import execute
from runs.models import Run, RunEvent, Status
from runs.services import cancel_run, launch_run, reclaim_stale_runs
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.web.conftest import People, Worker, idle_run, scripted, wait_for_run, wait_for_steps

pytestmark = pytest.mark.django_db(transaction=True)


def _config(scenario: str = "fix-failing-tests", **fields: object) -> RunConfig:
    return scripted(scenario, **fields)


def test_it_runs_a_scenario_to_success(people: People, celery_worker: Worker):
    run = launch_run(user=people.owner, goal="fix it", config=_config())
    done = wait_for_run(run.pk)
    assert done.status == Status.SUCCEEDED
    assert done.stopped_reason == "final_answer"
    assert "All 5 tests pass" in (done.final_answer or "")
    indices = list(done.steps.values_list("index", flat=True))
    assert indices == list(range(5)) == list(range(done.step_count))
    assert done.tokens_in > 0 and done.tool_errors == 0
    assert done.started_at and done.finished_at and done.lease_owner == ""
    first = done.steps.get(index=0)
    assert first.action_tool == "run_tests" and "2 failed, 3 passed" in (first.observation or "")
    types = list(RunEvent.objects.filter(run=done).values_list("type", flat=True))
    assert types[0] == "run_started" and types[-1] == "run_finished"


def test_it_enqueues_only_after_the_row_is_committed(people: People, celery_worker: Worker):
    with transaction.atomic():
        run = launch_run(user=people.owner, goal="g", config=_config("recovery"))
        assert Run.objects.get(pk=run.pk).task_id == "", "nothing is sent inside the transaction"
    assert wait_for_run(run.pk).status == Status.ANSWERED
    assert Run.objects.get(pk=run.pk).task_id != ""


def test_it_executes_a_run_once_when_its_task_is_delivered_twice(
    people: People, celery_worker: Worker
):
    run = launch_run(user=people.owner, goal="g", config=_config("recovery", delay=0.3))
    wait_for_run(run.pk, until={"running"})
    execute_run.delay(run.pk)  # a second delivery, while the first is running it
    execute(run.pk, owner="a third delivery, here")  # and one that surely overlaps
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED
    assert done.attempts == 1
    assert list(done.steps.values_list("index", flat=True)) == [0, 1, 2, 3, 4]
    assert RunEvent.objects.filter(run=done, type="run_started").count() == 1


def test_it_cancels_a_running_run_between_steps(people: People, celery_worker: Worker):
    run = launch_run(user=people.owner, goal="g", config=_config(delay=0.5))
    wait_for_run(run.pk, until={"running"})
    cancel_run(run=run, user=people.owner)
    done = wait_for_run(run.pk)
    assert done.status == Status.CANCELLED and done.stopped_reason == "cancelled"
    assert done.step_count < 5


def test_it_cancels_a_queued_run_before_it_starts(people: People):
    run = idle_run(people.owner)  # still queued: no worker has it
    cancel_run(run=run, user=people.owner)
    run.refresh_from_db()
    assert run.status == Status.CANCELLED and run.finished_at is not None
    execute(run.pk, owner="late-delivery")
    run.refresh_from_db()
    assert run.status == Status.CANCELLED and run.step_count == 0, "a late delivery does nothing"


def test_it_resumes_a_run_whose_worker_died(
    people: People, stack_env: dict[str, str], celery_worker: Worker
):
    # The doomed worker has a queue of its own, so the suite's worker cannot take the run first.
    queue = f"{PREFIX}-doomed"
    worker = Worker(stack_env, "doomed", queue=queue).start()
    try:
        run = idle_run(people.owner, scenario="fix-failing-tests")
        Run.objects.filter(pk=run.pk).update(config=_config(delay=0.6).model_dump(mode="json"))
        execute_run.apply_async(args=[run.pk], queue=queue)
        wait_for_run(run.pk, until={"running"})
        wait_for_steps(run.pk, 2)
        worker.kill()  # SIGKILL mid-run
    finally:
        worker.stop()
    assert Run.objects.get(pk=run.pk).status == Status.RUNNING, "left running by the dead worker"
    # what beat does once the dead worker's lease runs out, without waiting for it
    Run.objects.filter(pk=run.pk).update(
        lease_expires_at="2000-01-01T00:00:00Z", enqueued_at="2000-01-01T00:00:00Z"
    )
    assert reclaim_stale_runs()["resumed"] == 1
    done = wait_for_run(run.pk)
    assert done.status == Status.SUCCEEDED and done.attempts == 2
    assert list(done.steps.values_list("index", flat=True)) == [0, 1, 2, 3, 4]
    assert "All 5 tests pass" in (done.final_answer or "")


def test_it_fails_a_run_whose_worker_keeps_dying(people: People):
    run = idle_run(people.owner)  # no task: no worker touches it
    Run.objects.filter(pk=run.pk).update(
        status=Status.RUNNING,
        attempts=4,
        lease_owner="gone",
        lease_expires_at="2000-01-01T00:00:00Z",
        enqueued_at="2000-01-01T00:00:00Z",
    )
    assert reclaim_stale_runs()["failed"] == 1
    run.refresh_from_db()
    assert run.status == Status.FAILED
    assert run.error == "the worker running it was lost 4 times; giving up"


def test_it_lets_only_one_claim_win(people: People):
    run = idle_run(people.owner)  # no task: no worker touches it
    assert lease.claim(run.pk, "first") is True
    assert lease.claim(run.pk, "second") is False
    assert lease.renew(run.pk, "second") is False
    assert lease.renew(run.pk, "first") is True
