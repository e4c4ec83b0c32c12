"""What a run costs its worker besides its steps: its scenario parsed once, and its lease let
go at once when it ends, yet renewed while it runs."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import lease as lease_module
from runs.executor import execute
from runs.lease import CANCEL_FRESH, Lease, claim
from runs.models import Run, Status
from runs.services import cancel_run
from tests.web.conftest import People, idle_run

# The executor's lease thread reads the run from its own connection: the rows are committed.
pytestmark = pytest.mark.django_db(transaction=True)
RECOVERY = Path(__file__).parents[2] / "harness/scenarios/recovery.yaml"


def test_a_run_parses_its_scenario_once(
    people: People, tmp_path: Path, settings: Any, monkeypatch: pytest.MonkeyPatch
):
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    scenario = tmp_path / "mine.yaml"  # a file no earlier test has read
    scenario.write_text(RECOVERY.read_text())
    parsed: list[str] = []
    real = yaml.safe_load

    def counted(text: str) -> Any:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(yaml, "safe_load", counted)  # the real parser, its texts counted
    run = idle_run(people.owner, scenario=str(scenario))
    execute(run.pk, owner="me")
    run.refresh_from_db()
    assert run.status == Status.ANSWERED and run.step_count == 5
    assert parsed == [scenario.read_text()]


def test_a_lease_is_let_go_at_once_when_the_run_ends(people: People, settings: Any):
    settings.LOOPGLASS_LEASE_SECONDS = 30  # renewed every 10 s
    run = idle_run(people.owner)
    assert claim(run.pk, "me")
    with Lease(run.pk, "me"):
        time.sleep(0.05)  # its thread is waiting for the next renewal
        ending = time.monotonic()
    assert time.monotonic() - ending < 0.5


def test_a_lease_is_renewed_while_the_run_goes_on(people: People, settings: Any):
    settings.LOOPGLASS_LEASE_SECONDS = 3  # renewed every second
    run = idle_run(people.owner)
    assert claim(run.pk, "me")
    claimed = Run.objects.get(pk=run.pk).lease_expires_at
    with Lease(run.pk, "me") as lease:
        deadline = time.monotonic() + 5
        while Run.objects.get(pk=run.pk).lease_expires_at == claimed:
            assert time.monotonic() < deadline, "the lease was not renewed"
            time.sleep(0.1)
    assert not lease.lost.is_set()


def test_a_cancel_check_is_answered_by_the_last_renewal_while_it_is_fresh(
    people: People, monkeypatch: pytest.MonkeyPatch
):
    # issue 24: the cancel flag comes back with the lease's renewal (UPDATE ... RETURNING);
    # the run's cancel check asks the database only when that read is CANCEL_FRESH old
    run = idle_run(people.owner)
    assert claim(run.pk, "me")
    taken = Lease(run.pk, "me")  # its renewal thread is not started: only its fences renew
    with transaction.atomic():
        taken.fence()
    Run.objects.filter(pk=run.pk).update(cancel_requested=True)
    with CaptureQueriesContext(connection) as queries:
        assert taken.cancel_requested() is False  # as the fence read it, a moment ago
    assert len(queries) == 0
    monkeypatch.setattr(lease_module, "CANCEL_FRESH", 0.0)  # that read is old now
    with CaptureQueriesContext(connection) as queries:
        assert taken.cancel_requested() is True
    assert len(queries) == 1
    monkeypatch.setattr(lease_module, "CANCEL_FRESH", 60.0)
    Run.objects.filter(pk=run.pk).update(cancel_requested=False)
    with transaction.atomic():
        taken.fence()
    assert taken.cancel_requested() is False


STEP = 0.3
"""Seconds per model reply of the scripted run below: about a step."""


def test_a_cancel_while_the_run_waits_between_steps_is_seen_within_a_step(people: People):
    run = idle_run(people.owner)
    run.config["backend"]["delay"] = STEP
    run.save(update_fields=["config"])
    worker = threading.Thread(target=_execute, args=(run.pk,), name="worker")
    worker.start()
    deadline = time.monotonic() + 30
    while (done := Run.objects.get(pk=run.pk).step_count) < 1:
        assert time.monotonic() < deadline, "the run made no step"
        time.sleep(0.02)
    with transaction.atomic():
        cancel_run(run=run, user=run.created_by)  # the run waits on its model's next reply
    cancelled = time.monotonic()
    worker.join(30)
    took = time.monotonic() - cancelled
    run.refresh_from_db()
    assert (run.status, run.stopped_reason) == (Status.CANCELLED, "cancelled")
    assert run.step_count <= done + 2, "the step in progress, and at most one begun before"
    assert took < CANCEL_FRESH + STEP + 1.0, took  # a second of slack on a busy machine


def _execute(run_id: int) -> None:
    try:
        execute(run_id, owner="me")
    finally:
        connection.close()  # this thread's own
