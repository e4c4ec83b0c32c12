"""What a run costs its worker besides its steps: its scenario parsed once, and its lease let
go at once when it ends, yet renewed while it runs."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from runs.executor import execute
from runs.lease import Lease, claim
from runs.models import Run, Status
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
    assert run.status == Status.SUCCEEDED and run.step_count == 5
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
