"""Review rules at work in real runs, through the real Celery worker: research-and-write
fetches a page (so the context is tainted) and then writes notes.md, which pauses for a
reviewer unless a rule decides it.
"""

from __future__ import annotations

import pytest

from runs.models import Approval, ReviewRule, Run, RunEvent, Status
from tests.web.conftest import People, Worker, client_for, wait_for_run
from tests.web.test_api import api_client, post_json
from tests.web.test_review_flow import notes, paused_at_write, research, reviewer

pytestmark = pytest.mark.django_db(transaction=True)

HTMX = {"HTTP_HX_REQUEST": "true"}


def write_decision(run: Run) -> dict[str, object]:
    """The gate's decision on the run's write (its PolicyDecided event)."""
    events = RunEvent.objects.filter(run=run, type="policy_decided").values_list("data", flat=True)
    [decided] = [e for e in events if e["action"]["tool"] == "write_file"]
    return decided


def test_a_team_rule_lets_the_teams_next_write_through_until_it_is_revoked(
    people: People, celery_worker: Worker
):
    """Tried: alpha's run pauses on its tainted write; bob approves it "for this team",
    path and content exactly as they are. Then: a second alpha run is not paused and the
    history names the rule; beta's run is paused; once bob revokes the rule on the Rules
    page, a third alpha run is paused again."""
    bob = client_for(reviewer(people.teammate))
    first = research(people.owner)
    approval = paused_at_write(first)
    answer = bob.post(
        f"/review/{approval.pk}/decide",
        {"decision": "approve", "remember": "team", "match:path": "exact"},
        **HTMX,
    )
    assert answer.status_code == 200, answer.content
    rule = ReviewRule.objects.get()
    assert rule.describe().startswith('allow write_file(path="notes.md", content="# Tidal power')
    assert rule.approval_id == approval.pk
    assert wait_for_run(first.pk).status == Status.ANSWERED

    second = wait_for_run(research(people.owner).pk)
    assert second.status == Status.ANSWERED, second.error
    assert notes(second).exists() and not Approval.objects.filter(run=second).exists()
    assert write_decision(second)["rule"] == f"rule:{rule.pk}"
    history = client_for(people.owner).get("/review/history/").content.decode()
    assert (
        f'<tr data-ruled="{rule.pk}">' in history
        and "allow write_file(path=&quot;notes.md" in history
    )
    assert f"/review/rules/?id={rule.pk}#rule-{rule.pk}" in history
    assert (
        f'data-ruled="{rule.pk}"'
        not in client_for(people.outsider).get("/review/history/").content.decode()
    ), "beta does not see alpha's runs, nor what alpha's rules decided"

    other_team = research(people.outsider)
    paused_at_write(other_team)

    assert bob.post(f"/review/rules/{rule.pk}/revoke").status_code == 302
    third = research(people.owner)
    paused_at_write(third)


def test_a_rule_that_leaves_the_tainted_content_free_does_not_decide_and_the_card_says_so(
    people: People, celery_worker: Worker
):
    """Tried: bob approves "for this team" with path exactly notes.md and any content. The
    content copies the fetched page (tainted), so alpha's next run still asks: the rule
    vouches for the path, not for text no reviewer saw. The card, on /review/ and on the
    run's own page, names the rule that matched and why it did not decide."""
    bob = client_for(reviewer(people.teammate))
    approval = paused_at_write(research(people.owner))
    bob.post(
        f"/review/{approval.pk}/decide",
        {"decision": "approve", "remember": "team", "match:path": "exact", "match:content": "any"},
        **HTMX,
    )
    rule = ReviewRule.objects.get()
    assert rule.describe() == 'allow write_file(path="notes.md")'
    second = research(people.owner)
    asked = paused_at_write(second)
    overruled = asked.details["overruled"]
    assert overruled["id"] == str(rule.pk) and overruled["rule"] == rule.describe()
    assert "content copies art_" in overruled["why"]
    assert f"{rule.describe()} matched, but it does not pin" in asked.reason
    for page in ("/review/", f"/runs/{second.pk}/"):
        html = client_for(people.owner).get(page).content.decode()
        assert f'data-overruled="{rule.pk}"' in html, page
        assert "a rule matched but did not decide" in html and "content copies art_" in html
    assert not notes(second).exists()


def test_deny_the_same_refuses_the_teams_next_write_without_asking(
    people: People, celery_worker: Worker
):
    """Tried: bob rejects the write "for this team" (every argument exact); alpha's next
    run is refused the identical write by the rule, reads why, and the history says so."""
    bob = client_for(reviewer(people.teammate))
    approval = paused_at_write(research(people.owner))
    bob.post(
        f"/review/{approval.pk}/decide",
        {"decision": "reject", "remember": "team", "comment": "no notes from web pages"},
        **HTMX,
    )
    rule = ReviewRule.objects.get()
    assert rule.effect == "deny" and Approval.objects.get(pk=approval.pk).status == "rejected"

    second = wait_for_run(research(people.owner).pk)
    assert second.status == Status.ANSWERED and not notes(second).exists()
    assert not Approval.objects.filter(run=second).exists(), "nobody was asked"
    decided = write_decision(second)
    assert (decided["outcome"], decided["rule"]) == ("deny", f"rule:{rule.pk}")
    write = second.steps.get(action_tool="write_file")
    assert write.is_error and "a reviewer's rule denies calls like this" in (
        write.observation or ""
    )
    history = client_for(people.owner).get(f"/review/history/?rule={rule.pk}").content.decode()
    assert f'<tr data-ruled="{rule.pk}">' in history and "denied" in history
    exported = client_for(people.owner).get(f"/review/export.json?run={second.pk}").json()
    [ruled] = exported["rule_decisions"]
    assert (ruled["run_id"], ruled["tool"], ruled["outcome"]) == (second.pk, "write_file", "deny")
    assert ruled["rule_id"] == rule.pk and ruled["rule"].startswith("deny write_file(")


def test_a_run_rule_holds_for_its_run_only_and_the_policys_deny_still_wins(
    people: People, celery_worker: Worker
):
    """Tried: an allow rule for run A only (through the API): run B of the same team still
    pauses; and a run whose policy denies *.md writes is refused even with an allow team
    rule for every write_file call."""
    api = api_client(reviewer(people.teammate))
    first = research(people.owner)
    approval = paused_at_write(first)
    kept = post_json(
        api,
        "/api/rules",
        {"scope": "run", "run": first.pk, "effect": "allow", "tool": "write_file", "arguments": []},
    )
    assert kept.status_code == 201, kept.content
    paused_at_write(research(people.owner))
    assert approval.is_pending

    team_rule = {"scope": "team", "effect": "allow", "tool": "write_file"}
    assert post_json(api, "/api/rules", team_rule).status_code == 201
    denied = wait_for_run(research(people.owner, policy={"deny": ["write_file(path=*.md)"]}).pk)
    assert write_decision(denied)["rule"] == "deny:write_file(path=*.md)"
    assert not notes(denied).exists()
