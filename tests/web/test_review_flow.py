"""The gate end to end, through the real worker: research-and-write fetches a page with
an injected instruction, so its write pauses for a reviewer; the decision resumes it.

The run's task returns while it waits (no worker is held), and a different worker may
take it up after the decision.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import Group, User

from runs.approvals import decide
from runs.models import Approval, ApprovalStatus, Run, RunEvent, Status, TaintClearance
from runs.services import launch_run
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.web.conftest import People, Worker, client_for, idle_run, scripted, wait_for_run
from tests.web.test_api import api_client, post_json

pytestmark = pytest.mark.django_db(transaction=True)


def research(owner: User, **fields: object) -> Run:
    config = scripted("research-and-write", **fields)
    return launch_run(user=owner, goal="", config=config)


def paused_at_write(run: Run) -> Approval:
    waiting = wait_for_run(run.pk)
    assert waiting.status == Status.AWAITING_APPROVAL, waiting.error
    [approval] = Approval.objects.filter(run=run)
    assert approval.kind == "tainted_write" and approval.tool == "write_file"
    sources = approval.details["sources"]
    assert sources and sources[0]["tool"] == "http_fetch", "the page is what tainted it"
    assert sources[0]["artifact_id"].startswith("art_")
    assert [s.action_tool for s in approval.steps_before()] == ["http_fetch"], "the run around it"
    return approval


def notes(run: Run) -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES) / f"run-{run.pk}" / "notes.md"


def reviewer(user: User) -> User:
    user.groups.add(Group.objects.get(name="reviewer"))
    return User.objects.get(pk=user.pk)


def test_approve_runs_the_write_and_the_run_finishes(people: People, celery_worker: Worker):
    run = research(people.owner)
    approval = paused_at_write(run)
    assert not notes(run).exists(), "nothing is written before the decision"
    answer = post_json(api_client(reviewer(people.teammate)), f"/api/approvals/{approval.pk}",
                       {"decision": "approve", "comment": "read the page; fine"})  # fmt: skip
    assert answer.status_code == 200
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED, done.error
    assert notes(run).read_text().startswith("# Tidal power")
    write = done.steps.get(action_tool="write_file")
    assert not write.is_error and write.reinforcement.startswith("[run state]")


def test_reject_is_read_by_the_model_as_an_error_and_it_goes_on(
    people: People, celery_worker: Worker
):
    run = research(people.owner)
    approval = paused_at_write(run)
    decide(approval_id=approval.pk, user=people.owner, decision="reject",
           comment="do not write what a web page dictates")  # fmt: skip
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED and not notes(run).exists()
    write = done.steps.get(action_tool="write_file")
    assert write.is_error
    assert "rejected this call: do not write what a web page dictates" in (write.observation or "")


def test_edit_runs_the_call_with_the_reviewers_arguments(people: People, celery_worker: Worker):
    run = research(people.owner)
    approval = paused_at_write(run)
    edited = {"path": "notes.md", "content": "# Tidal power (reviewed)\n"}
    decide(approval_id=approval.pk, user=people.owner, decision="edit", arguments=edited)
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED
    assert notes(run).read_text() == "# Tidal power (reviewed)\n"


def test_a_pause_survives_its_worker_and_another_worker_resumes_it(
    people: People, stack_env: dict[str, str], celery_worker: Worker
):
    """The run pauses on a worker of its own, which is then stopped for good; the decision
    sends the run to the suite's worker, which resumes it from the database."""
    queue = f"{PREFIX}-pausing"
    worker = Worker(stack_env, "pausing", queue=queue).start()
    try:
        run = idle_run(people.owner, scenario="research-and-write")  # never sent by itself
        execute_run.apply_async(args=[run.pk], queue=queue)
        approval = paused_at_write(run)
    finally:
        worker.kill()
        worker.stop()
    decide(approval_id=approval.pk, user=people.owner, decision="approve")
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED and notes(run).exists()
    assert Approval.objects.get(pk=approval.pk).status == ApprovalStatus.APPROVED


def test_a_policy_that_allows_the_write_does_not_pause(people: People, celery_worker: Worker):
    run = research(people.owner, policy={"allow": ["write_file(path=*.md)"]})
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED and notes(run).exists()
    assert not Approval.objects.filter(run=run).exists()


def test_a_denied_write_is_refused_without_a_pause(people: People, celery_worker: Worker):
    run = research(people.owner, policy={"deny": ["write_file"]})
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED and not notes(run).exists()
    write = done.steps.get(action_tool="write_file")
    assert write.is_error and "policy denied this call" in (write.observation or "")


def test_a_reviewer_clears_the_taint_and_it_is_audited_and_replayed(
    people: People, celery_worker: Worker
):
    run = research(people.owner)
    approval = paused_at_write(run)
    client = client_for(people.teammate)
    refused = client.post(f"/review/{approval.pk}/clear-taint", {"comment": "read it"})
    assert refused.status_code == 403, "only reviewers clear taint"
    client = client_for(reviewer(people.teammate))
    cleared = client.post(f"/review/{approval.pk}/clear-taint", {"comment": "page checked"})
    assert cleared.status_code == 200 and "taint cleared" in cleared.content.decode()
    [audit] = TaintClearance.objects.filter(run=run)
    assert audit.cleared_by_name == "bob" and audit.comment == "page checked"
    assert audit.sources and audit.sources[0]["tool"] == "http_fetch"
    decide(approval_id=approval.pk, user=people.teammate, decision="approve")
    done = wait_for_run(run.pk)
    assert done.status == Status.ANSWERED
    types = list(RunEvent.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
    assert types.index("taint_cleared") < types.index("run_resumed"), "replayed on resume"
    again = client.post(f"/review/{approval.pk}/clear-taint", {"comment": "late"})
    assert again.status_code == 409, "a run that is not waiting for review is left alone"


def test_each_reinforcement_mode_shows_what_the_model_read_on_the_timeline(
    people: People, celery_worker: Worker
):
    blocks = {}
    for mode in ("off", "block", "standing"):
        config = scripted("fix-failing-tests", reinforcement=mode)
        run = launch_run(user=people.owner, goal="", config=config)
        done = wait_for_run(run.pk)
        assert done.status == Status.SUCCEEDED
        blocks[mode] = list(done.steps.order_by("index").values_list("reinforcement", flat=True))
    assert set(blocks["off"]) == {""}
    assert all(b.startswith("[run state]") for b in blocks["block"][:-1]), "after tool returns"
    assert all(b.startswith("[run state]") for b in blocks["standing"]), "before each reply"
    assert len(set(blocks["standing"])) == len(blocks["standing"]), "recomputed every turn"
