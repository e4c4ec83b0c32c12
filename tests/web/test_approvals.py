"""Approvals: recording a pause, deciding it once, the API and its permissions, timeouts.

A paused run is made here from its RunPaused event (as the sink records it); the run
itself is never executed, so its task goes nowhere. The end-to-end pause and resume
through the worker is in test_review_flow.py.
"""

from __future__ import annotations

import threading
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection
from django.utils import timezone

from accounts.models import Team
from harness.agent.shapes import Action
from harness.reporting.events import RunPaused, RunResumed
from runs.approvals import (
    AlreadyDecided,
    DecisionRefused,
    decide,
    expire_approvals,
    record_pause,
    resolution_for,
)
from runs.models import Approval, ApprovalStatus, Run, Status
from runs.services import CANCELLED_WHILE_WAITING
from tests.web.conftest import People, client_for, idle_run
from tests.web.test_api import api_client, post_json

WRITE = Action(tool="write_file", arguments={"path": "notes.md", "content": "# Tidal power\n"})


def paused(owner: User, call_id: str = "c1") -> Approval:
    run = idle_run(owner, scenario="research-and-write")
    Run.objects.filter(pk=run.pk).update(status=Status.AWAITING_APPROVAL)
    event = RunPaused(index=1, call_id=call_id, action=WRITE, kind="tainted_write",
                      reason="a write while the context holds text from the web")  # fmt: skip
    return record_pause(run.pk, event)


def reviewer(user: User) -> User:
    user.groups.add(Group.objects.get(name="reviewer"))
    return User.objects.get(pk=user.pk)  # a fresh object: permissions are cached per object


@pytest.mark.django_db
def test_a_pause_is_recorded_once_and_a_decision_queues_the_run_again(people: People):
    approval = paused(people.owner)
    again = record_pause(approval.run_id, RunPaused(index=1, call_id="c1", action=WRITE,
                                                    kind="tainted_write", reason="x"))  # fmt: skip
    assert again.pk == approval.pk and Approval.objects.count() == 1
    decide(approval_id=approval.pk, user=reviewer(people.teammate), decision="approve")
    approval.refresh_from_db()
    assert approval.status == ApprovalStatus.APPROVED and approval.decided_by_name == "bob"
    assert Run.objects.get(pk=approval.run_id).status == Status.QUEUED


@pytest.mark.django_db
def test_the_decision_is_what_the_resumed_run_applies_and_only_once(people: People):
    approval = paused(people.owner)
    pause = RunPaused(index=1, call_id="c1", action=WRITE, kind="tainted_write", reason="r")
    assert resolution_for(approval.run_id, [pause]) is None, "pending: nothing to apply"
    edited = {"path": "notes.md", "content": "# Tidal power (checked)\n"}
    decide(approval_id=approval.pk, user=people.owner, decision="edit", arguments=edited,
           comment="trimmed")  # fmt: skip
    resolution = resolution_for(approval.run_id, [pause])
    assert resolution is not None and resolution.decision == "edit"
    assert resolution.arguments == edited and resolution.reviewer == "alice"
    applied = RunResumed(resolution=resolution)
    assert resolution_for(approval.run_id, [pause, applied]) is None


@pytest.mark.django_db
def test_an_edit_must_fit_the_tools_schema_and_a_response_needs_text(people: People):
    approval = paused(people.owner)
    with pytest.raises(DecisionRefused, match="do not fit write_file"):
        decide(approval_id=approval.pk, user=people.owner, decision="edit",
               arguments={"path": 7})  # fmt: skip
    with pytest.raises(DecisionRefused, match="needs the text"):
        decide(approval_id=approval.pk, user=people.owner, decision="respond", comment="  ")
    assert Approval.objects.get(pk=approval.pk).status == ApprovalStatus.PENDING


@pytest.mark.django_db
def test_a_second_decision_is_refused_naming_the_first(people: People):
    approval = paused(people.owner)
    decide(approval_id=approval.pk, user=people.owner, decision="reject", comment="no")
    with pytest.raises(AlreadyDecided, match=r"already decided by alice at \d{4}-"):
        decide(approval_id=approval.pk, user=people.teammate, decision="approve")


@pytest.mark.django_db(transaction=True)
def test_two_reviewers_deciding_at_once_store_exactly_one_decision(people: People):
    """Two threads, two database connections, one row lock: one wins, one is told."""
    approval = paused(people.owner)
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def attempt(user: User, decision: Any) -> None:
        barrier.wait()
        try:
            decide(approval_id=approval.pk, user=user, decision=decision, comment=user.username)
            outcomes.append("decided")
        except AlreadyDecided as exc:
            outcomes.append(str(exc))
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(people.owner, "approve")),
               threading.Thread(target=attempt, args=(people.teammate, "reject"))]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(outcomes)[0].startswith("already decided by") and "decided" in outcomes
    approval.refresh_from_db()
    assert approval.comment == approval.decided_by_name, "the stored decision is the winner's"


@pytest.mark.django_db
def test_beat_rejects_a_call_nobody_decided_in_time(people: People, settings: Any):
    settings.LOOPGLASS_APPROVAL_TIMEOUT_MINUTES = 30
    late, fresh = paused(people.owner, "late"), paused(people.owner, "fresh")
    Approval.objects.filter(pk=late.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert expire_approvals() == 1
    late.refresh_from_db()
    assert late.status == ApprovalStatus.REJECTED and late.decided_by_name == "timeout"
    assert late.comment == "no reviewer decided within 30 minutes"
    assert Approval.objects.get(pk=fresh.pk).is_pending


@pytest.mark.django_db
def test_the_api_lists_what_you_may_see_and_lets_only_reviewers_decide(people: People):
    approval = paused(people.owner)
    listed = api_client(people.teammate).get(f"/api/approvals?status=pending&run={approval.run_id}")
    assert listed.status_code == 200
    [row] = listed.json()["approvals"]
    assert {k: row[k] for k in ("id", "run", "kind", "tool", "status")} == {
        "id": approval.pk, "run": approval.run_id, "kind": "tainted_write",
        "tool": "write_file", "status": "pending",
    }  # fmt: skip
    assert row["arguments"] == WRITE.arguments
    assert api_client(people.outsider).get("/api/approvals").json() == {"approvals": []}
    path = f"/api/approvals/{approval.pk}"
    assert post_json(api_client(people.outsider), path, {"decision": "approve"}).status_code == 404
    refused = post_json(api_client(people.teammate), path, {"decision": "approve"})
    assert refused.status_code == 403 and "reviewer" in refused.json()["detail"]
    decided = post_json(api_client(reviewer(people.teammate)), path,
                        {"decision": "reject", "comment": "not from a web page"})  # fmt: skip
    assert decided.status_code == 200
    assert decided.json()["decision"] == "reject" and decided.json()["decided_by"] == "bob"
    closed = post_json(api_client(reviewer(people.owner)), path, {"decision": "approve"})
    assert closed.status_code == 409 and closed.json()["detail"].startswith(
        "already decided by bob"
    )


@pytest.mark.django_db
def test_a_bad_decision_body_is_a_422_naming_the_field(people: People):
    approval = paused(people.owner)
    client = api_client(reviewer(people.owner))
    path = f"/api/approvals/{approval.pk}"
    assert post_json(client, path, {"decision": "maybe"}).status_code == 422
    bad_edit = post_json(client, path, {"decision": "edit", "arguments": {"path": 7}})
    assert bad_edit.status_code == 422 and "write_file" in bad_edit.json()["detail"]
    assert Approval.objects.get(pk=approval.pk).is_pending


@pytest.mark.django_db
def test_the_queue_shows_pending_calls_to_the_team_and_escapes_what_it_shows(people: People):
    approval = paused(people.owner)
    Approval.objects.filter(pk=approval.pk).update(
        reason="<script>alert(1)</script>",
        details={
            "sources": [{"artifact_id": "art_X", "tool": "http_fetch", "step": 0, "text": "t",
                         "citations": [{"artifact_id": "art_X", "start_line": 3, "end_line": 3,
                                        "excerpt": "<img src=x onerror=alert(2)>"}]}],
            "provenance": [{"argument": "content", "origin": "tainted", "artifacts": ["art_X"],
                            "steps": [0], "excerpt": "<b>copied</b>"},
                           {"argument": "to", "origin": "field", "artifacts": ["art_X"],
                            "steps": [0], "excerpt": "ada@example.org"},
                           {"argument": "tag", "origin": "<i>odd</i>", "excerpt": "x"}],
        },
    )  # fmt: skip
    page = client_for(people.teammate).get("/review/")
    assert page.status_code == 200
    html = page.content.decode()
    assert f'data-approval="{approval.pk}"' in html and "write_file" in html
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)" in html
    assert "<img src=x" not in html and 'href="/artifacts/art_X/?line=3#L3"' in html
    assert "<b>copied" not in html
    assert (
        'content</code>: <span class="origin origin-tainted">copies tainted text</span> (art_X)'
        in html
    )
    assert "a short field of tainted data (an id, a name, an address)</span> (art_X)" in html
    assert "<i>odd" not in html and "&lt;i&gt;odd&lt;/i&gt;</span>" in html, (
        "an unknown origin, escaped"
    )
    assert "deciding needs the reviewer role" in html and 'name="decision"' not in html
    assert (
        f'data-approval="{approval.pk}"'
        not in client_for(people.outsider).get("/review/").content.decode()
    )


@pytest.mark.django_db
def test_a_reviewer_decides_inline_and_a_second_try_says_who_was_first(people: People):
    approval = paused(people.owner)
    path = f"/review/{approval.pk}/decide"
    assert client_for(people.teammate).post(path, {"decision": "approve"}).status_code == 403
    made_up = client_for(reviewer(people.owner)).post(path, {"decision": "<maybe>"})
    assert made_up.status_code == 422 and "unknown decision" in made_up.content.decode()
    assert "<maybe>" not in made_up.content.decode(), "the value is escaped"
    first = client_for(reviewer(people.teammate)).post(
        path, {"decision": "reject", "comment": "no"}
    )
    assert first.status_code == 200 and "Rejected by bob" in first.content.decode()
    second = client_for(reviewer(people.owner)).post(path, {"decision": "approve"})
    assert second.status_code == 409 and "already decided by bob" in second.content.decode()
    assert client_for(people.outsider).post(path, {"decision": "approve"}).status_code == 404


@pytest.mark.django_db
def test_history_filters_and_exports_decisions(people: People):
    rejected, approved = paused(people.owner, "a"), paused(people.owner, "b")
    decide(approval_id=rejected.pk, user=people.owner, decision="reject", comment="from the web")
    decide(approval_id=approved.pk, user=people.teammate, decision="approve")
    client = client_for(people.owner)
    page = client.get("/review/history/?status=rejected").content.decode()
    assert f'data-approval="{rejected.pk}"' in page and f'data-approval="{approved.pk}"' not in page
    exported = client.get("/review/export.json?reviewer=bob").json()["decisions"]
    assert [row["id"] for row in exported] == [approved.pk]
    assert exported[0]["status"] == "approved" and exported[0]["decided_by_name"] == "bob"
    csv_text = client.get("/review/export.csv").content.decode()
    assert csv_text.splitlines()[0].startswith("id,run_id,kind,tool,arguments")
    assert len(csv_text.strip().splitlines()) == 3
    assert client_for(people.outsider).get("/review/export.json").json() == {
        "decisions": [],
        "rule_decisions": [],
    }
    by_run = client.get(f"/review/export.json?run={rejected.run_id}").json()["decisions"]
    assert [row["id"] for row in by_run] == [rejected.pk]
    for no_run in ("²", "9223372036854775808", "0", "x"):  # a run no run can be: nothing
        assert client.get("/review/export.json", {"run": no_run}).json() == {
            "decisions": [],
            "rule_decisions": [],
        }


@pytest.mark.django_db
def test_a_viewer_watches_but_only_an_operator_launches_and_cancels(people: People):
    viewer = User.objects.create(username="dave")
    Team.objects.get(name="alpha").members.add(viewer)
    viewer.groups.add(Group.objects.get(name="viewer"))
    run = idle_run(people.owner)
    pages = client_for(viewer)
    watched = pages.get(f"/runs/{run.pk}/")
    assert watched.status_code == 200, "a viewer watches the team's runs"
    assert 'class="can-operate"' not in watched.content.decode(), "so the cancel button is hidden"
    assert "/runs/new/" not in pages.get("/runs/").content.decode(), "no New run link"
    operator_page = client_for(people.teammate).get("/runs/").content.decode()
    assert "/runs/new/" in operator_page and 'class="can-operate"' in operator_page
    assert pages.get("/runs/new/").status_code == 403
    assert pages.post(f"/runs/{run.pk}/cancel/").status_code == 403
    api = api_client(viewer)
    launched = post_json(api, "/api/runs", {"scenario": "recovery"})
    assert launched.status_code == 403 and "operator" in launched.json()["detail"]
    assert post_json(api, f"/api/runs/{run.pk}/cancel", {}).status_code == 403
    assert Run.objects.get(pk=run.pk).status == Status.QUEUED and Run.objects.count() == 1
    assert (
        post_json(api_client(people.teammate), f"/api/runs/{run.pk}/cancel", {}).status_code == 200
    )


@pytest.mark.django_db
def test_an_outsider_cannot_reach_a_teams_approval_by_any_door(people: People):
    approval = paused(people.owner)
    outsider = client_for(reviewer(people.outsider))
    for path in (f"/review/{approval.pk}/decide", f"/review/{approval.pk}/clear-taint"):
        assert outsider.post(path, {"decision": "approve"}).status_code == 404
    assert f'data-approval="{approval.pk}"' not in outsider.get("/review/history/").content.decode()
    assert Approval.objects.get(pk=approval.pk).is_pending


@pytest.mark.django_db
def test_cancelling_a_paused_run_closes_its_review_in_the_cancellers_name(people: People):
    """Tried: Cancel on a run that waits for a reviewer. Its call can never run now: the
    queue drops it, the history says who cancelled and why, and nothing queues the run."""
    approval = paused(people.owner)
    waiting = client_for(people.teammate)
    assert f'data-approval="{approval.pk}"' in waiting.get("/review/").content.decode()
    assert waiting.post(f"/runs/{approval.run_id}/cancel/").status_code == 302
    approval.refresh_from_db()
    assert approval.status == ApprovalStatus.REJECTED
    assert (approval.decided_by_name, approval.comment) == ("bob", CANCELLED_WHILE_WAITING)
    run = Run.objects.get(pk=approval.run_id)
    assert (run.status, run.stopped_reason) == (Status.CANCELLED, "cancelled"), "not queued again"
    assert f'data-approval="{approval.pk}"' not in waiting.get("/review/").content.decode()
    with pytest.raises(AlreadyDecided, match="already decided by bob"):
        decide(approval_id=approval.pk, user=reviewer(people.owner), decision="approve")
