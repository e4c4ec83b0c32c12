"""The worker's database connection dropped mid-run (PostgreSQL's pg_terminate_backend).

What was tried: a worker of its own, whose connections carry an application_name, runs
a scripted run; once it has committed two steps, every backend of that worker is
terminated, once (the run is taken up again from its events and finishes), or every
20 ms for four seconds (the run goes on once the database answers again, or ends
failed with the reason). Either way it never stays `running`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
from django.db import connection

from runs.config import RunConfig
from runs.models import Run, Status
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.web.conftest import People, Worker, idle_run, wait_for_run, wait_for_steps

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql",
        reason="terminating a backend needs PostgreSQL; CI runs this on PostgreSQL",
    ),
]
APP = f"{PREFIX}-dbdrop"


@pytest.fixture
def worker(stack_env: dict[str, str]) -> Iterator[Worker]:
    env = dict(stack_env, DATABASE_URL=f"{stack_env['DATABASE_URL']}?application_name={APP}")
    started = Worker(env, "dbdrop", queue=APP).start()
    yield started
    started.stop()


def _terminate() -> int:
    """Terminate every backend of the worker; how many there were."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE application_name = %s",
            [APP],
        )
        return int(cursor.fetchone()[0])


def _running_run(people: People, worker: Worker) -> Run:
    run = idle_run(people.owner)
    config = {"backend": {"kind": "scripted", "scenario": "recovery", "delay": 0.5}}
    Run.objects.filter(pk=run.pk).update(config=RunConfig.model_validate(config).model_dump())
    execute_run.apply_async(args=[run.pk], queue=worker.queue)
    wait_for_steps(run.pk, 2)
    return run


def test_a_dropped_connection_is_retried_and_the_run_finishes(people: People, worker: Worker):
    run = _running_run(people, worker)
    assert _terminate() >= 1
    done = wait_for_run(run.pk, timeout=60)
    assert done.status == Status.ANSWERED, (done.status, done.error)
    assert list(done.steps.values_list("index", flat=True)) == list(range(5))
    assert done.attempts == 1, "taken up again in the same task, not after a lease ran out"
    assert "database connection lost" in worker.log.read_text(errors="replace")


def test_a_database_out_of_reach_for_seconds_never_leaves_the_run_hanging(
    people: People, worker: Worker
):
    run = _running_run(people, worker)
    stop = threading.Event()
    killed: list[int] = []

    def keep_terminating() -> None:
        deadline = time.monotonic() + 4
        while time.monotonic() < deadline and not stop.is_set():
            killed.append(_terminate())
            time.sleep(0.02)
        connection.close()  # this thread's own

    terminator = threading.Thread(target=keep_terminating)
    terminator.start()
    terminator.join()
    assert sum(killed) >= 2, "the worker reconnected and was cut off again"
    done = wait_for_run(run.pk, timeout=60)
    if done.status == Status.FAILED:
        assert done.error.startswith("the database connection was lost 5 times; last: ")
    else:
        assert done.status == Status.ANSWERED, (done.status, done.error)
        assert list(done.steps.values_list("index", flat=True)) == list(range(5))


def test_pooled_runs_share_a_few_connections(people: People, stack_env: dict[str, str]):
    """What was tried: 8 runs at once on one worker process with 8 threads and
    LOOPGLASS_DB_POOL=2; PostgreSQL's backends of that worker are counted meanwhile.
    Runs give their connection back between writes, so 8 runs share 2 (PostgreSQL's
    max_connections would otherwise cap the runs in flight)."""
    app = f"{PREFIX}-pooled"
    env = dict(
        stack_env,
        DATABASE_URL=f"{stack_env['DATABASE_URL']}?application_name={app}",
        LOOPGLASS_DB_POOL="2",
    )
    pooled = Worker(env, "pooled", queue=app, pool="threads", concurrency=8).start()
    try:
        runs = [idle_run(people.owner) for _ in range(8)]
        config = {"backend": {"kind": "scripted", "scenario": "recovery", "delay": 0.5}}
        Run.objects.filter(pk__in=[r.pk for r in runs]).update(
            config=RunConfig.model_validate(config).model_dump()
        )
        for run in runs:
            execute_run.apply_async(args=[run.pk], queue=app)
        most, deadline = 0, time.monotonic() + 60
        while not all(
            Run.objects.get(pk=r.pk).status in {"succeeded", "answered", "failed"} for r in runs
        ):
            assert time.monotonic() < deadline, "the runs did not end within 60 s"
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", [app]
                )
                most = max(most, int(cursor.fetchone()[0]))
            time.sleep(0.05)
    finally:
        pooled.stop()
    for run in runs:
        done = Run.objects.get(pk=run.pk)
        assert done.status == Status.ANSWERED and done.step_count == 5, (done.pk, done.error)
    assert 1 <= most <= 2, f"{most} connections for 8 runs"
