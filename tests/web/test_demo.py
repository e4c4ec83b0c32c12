"""The demo `make run` starts, through the real worker: it reads a bug report, runs the
tests, reads the code, then its write waits for a reviewer (the report and the test output
are external); approved, it reruns the tests to green."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

from runs.approvals import decide
from runs.models import Approval, Status
from runs.services import launch_run
from tests.web.conftest import People, Worker, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_demo_waits_at_its_write_and_ends_green_once_approved(
    people: People, celery_worker: Worker
):
    config = scripted("demo")
    run = launch_run(user=people.owner, goal="", config=config)
    waiting = wait_for_run(run.pk, timeout=90)
    assert waiting.status == Status.AWAITING_APPROVAL, waiting.error
    [approval] = Approval.objects.filter(run=run)
    assert (approval.kind, approval.tool) == ("tainted_write", "write_file")
    before = list(waiting.steps.order_by("index"))
    tools = [step.action_tool for step in before]
    assert tools == ["http_fetch", "run_tests", "list_dir", "read_file"]
    assert all(step.reinforcement for step in before), "each result carries its block"
    decide(approval_id=approval.pk, user=people.owner, decision="approve", comment="")

    done = wait_for_run(run.pk, timeout=90)
    assert done.status == Status.SUCCEEDED, done.error
    rerun = done.steps.filter(action_tool="run_tests").last()
    assert rerun is not None and "5 passed" in (rerun.observation_text or "")
    fixed = Path(settings.LOOPGLASS_WORKSPACES) / f"run-{run.pk}" / "textstats.py"
    assert "text.split()" in fixed.read_text()
