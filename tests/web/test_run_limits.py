"""One run cannot hurt another through shared resources, in a real Celery worker.

What was tried: a fork bomb in one team's run while another team's run forks; six
40 MiB files in a workspace whose quota is 64 MiB; `yes` until stopped, in two runs of
one team and one of another; a gigabyte of output made of one sparse write.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.contrib.auth.models import User

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from runs.models import Run, Status
from runs.services import cancel_run, launch_run
from runs.tasks import execute_run
from tests.conftest import PREFIX, VAR
from tests.web.conftest import People, Worker, idle_run, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

DATA = Path(__file__).parent / "data" / "limits"
CAPS = {
    "LOOPGLASS_WORKSPACE_QUOTA_MB": "64",
    "LOOPGLASS_RUN_OUTPUT_MB": "8",
    "LOOPGLASS_TEAM_OUTPUT_MB": "12",
}
MIB = 1 << 20


@pytest.fixture
def capped_worker(stack_env: dict[str, str]) -> Iterator[Worker]:
    """A worker on a queue of its own, with small limits: a quota of 64 MiB per workspace,
    8 MiB of stored output per run and 12 MiB per team."""
    worker = Worker(stack_env | CAPS, "capped", queue=f"{PREFIX}-capped").start()
    yield worker
    worker.stop()


def _run_on(worker: Worker, user: User, scenario: str) -> Run:
    run = idle_run(user)
    config = scripted(str(DATA / scenario), max_steps=12).model_dump(mode="json")
    Run.objects.filter(pk=run.pk).update(config=config)
    execute_run.apply_async(args=[run.pk], queue=worker.queue)
    done = wait_for_run(run.pk, timeout=180)
    assert done.status == Status.ANSWERED, done.error
    return done


def _observation(run: Run, index: int) -> str:
    return run.steps.get(index=index).observation or ""


def _stored(run: Run) -> int:
    return sum(Artifact.objects.filter(run=run).values_list("size", flat=True))


def _workspace(run: Run) -> Path:
    return VAR / "workspaces" / f"run-{run.pk}"


def _raw_output(run: Run, index: int) -> bytes:
    artifact = Artifact.objects.get(run=run, step_index=index, tool="run_command")
    return bytes(DjangoArtifactStore().read(artifact))


def _wait_for_file(path: Path, run: Run, timeout: float = 90) -> str:
    deadline = time.monotonic() + timeout
    while not path.exists():
        run.refresh_from_db()
        assert run.status in {Status.QUEUED, Status.RUNNING}, f"run {run.pk}: {run.error}"
        assert time.monotonic() < deadline, f"{path} did not appear in {timeout}s"
        time.sleep(0.2)
    time.sleep(0.2)  # the note is written in one call: give it the moment to finish
    return path.read_text()


def test_a_fork_bomb_in_one_run_leaves_another_runs_commands_their_processes(
    people: People, celery_worker: Worker
):
    bomb = launch_run(user=people.owner, goal="g", config=scripted(str(DATA / "forkbomb.yaml")))
    forked = int(_wait_for_file(_workspace(bomb) / "forked.txt", bomb))

    other = launch_run(user=people.outsider, goal="g", config=scripted(str(DATA / "forks.yaml")))
    done = wait_for_run(other.pk, timeout=90)
    cancel_run(run=Run.objects.get(pk=bomb.pk), user=people.owner)
    wait_for_run(bomb.pk, timeout=90)

    assert done.status == Status.ANSWERED, done.error
    assert _raw_output(done, 0) == b"ok\n"
    assert 100 < forked < 1000, "the bomb's own run is held to its process limit"


def test_a_run_that_fills_the_disk_and_the_store_is_stopped_at_each_limit_and_goes_on(
    people: People, capped_worker: Worker
):
    run = _run_on(capped_worker, people.owner, "flood.yaml")

    disk = _observation(run, 0)
    assert "the workspace passed its disk quota of 64 MiB" in disk, disk
    assert "would pass its disk quota of 64 MiB" in _observation(run, 1)
    assert "until it is under, only `rm` runs" in _observation(run, 2)
    assert not (_workspace(run) / "more").exists()
    assert not run.steps.get(index=3).is_error, "a workspace over its quota may still shrink"
    assert not run.steps.get(index=4).is_error, _observation(run, 4)
    assert (_workspace(run) / "small.txt").read_text() == "a small file"

    sparse = _raw_output(run, 5)
    assert sparse.startswith(b"\n[output cut at 0 bytes: 1,073,741,824 bytes from a hole on")
    assert len(sparse) < 4096, "two bytes written are not a gigabyte stored"

    flood = _raw_output(run, 6)
    assert b"the run's stored output is capped at 8 MiB (LOOPGLASS_RUN_OUTPUT_MB)" in flood
    assert "LOOPGLASS_RUN_OUTPUT_MB" in _observation(run, 6)
    assert 7 * MIB < _stored(run) < 8 * MIB + 64 * 1024

    again = _run_on(capped_worker, people.teammate, "output-flood.yaml")
    said = _raw_output(again, 0)
    assert b"the team's stored output is capped at 12 MiB (LOOPGLASS_TEAM_OUTPUT_MB)" in said
    assert _stored(run) + _stored(again) < 12 * MIB + 64 * 1024

    other_team = _run_on(capped_worker, people.outsider, "output-flood.yaml")
    assert b"LOOPGLASS_RUN_OUTPUT_MB" in _raw_output(other_team, 0), "beta has its own room"
    assert _stored(other_team) > 7 * MIB
