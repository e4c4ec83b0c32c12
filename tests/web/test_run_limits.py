"""One run cannot hurt another through shared resources, in a real Celery worker.

What was tried: a fork bomb in one team's run while another team's run forks.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from runs.models import Run, Status
from runs.services import cancel_run, launch_run
from tests.conftest import VAR
from tests.web.conftest import People, Worker, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

DATA = Path(__file__).parent / "data" / "limits"


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
    cancel_run(run=Run.objects.get(pk=bomb.pk))
    wait_for_run(bomb.pk, timeout=90)

    assert done.status == Status.ANSWERED, done.error
    assert _raw_output(done, 0) == b"ok\n"
    assert 100 < forked < 1000, "the bomb's own run is held to its process limit"
