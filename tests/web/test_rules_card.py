"""Review rules from the card and on the Rules page, through the real views and database.

The paused run is made from its RunPaused event (as the sink records it) and never
executed; the rules at work in real runs, through the worker, are in test_rules.py.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from harness.gate.rules import ArgumentMatch, Rule
from runs.approvals import decide
from runs.models import Approval, ApprovalStatus, ReviewRule, RuleScope
from runs.review_rules import save
from tests.web.conftest import People, client_for
from tests.web.test_approvals import paused, reviewer

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


def decide_on_card(client: Client, approval: Approval, **fields: str) -> Any:
    return client.post(f"/review/{approval.pk}/decide", fields, **HTMX)


def test_the_card_offers_to_remember_with_the_rule_it_would_keep(people: People):
    """Tried: the queue as a reviewer, with a paused write: the card holds the three
    choices, each argument's exact/glob/any (the glob prefilled) and the rule's text."""
    approval = paused(people.owner)
    page = client_for(reviewer(people.teammate)).get("/review/").content.decode()
    assert f'id="remember-{approval.pk}"' in page
    for choice in ("just this call", "the same for this run", "for this team"):
        assert choice in page
    assert 'name="match:path" value="glob"' in page and 'name="glob:path" value="notes.md"' in page
    assert "allow write_file(path=&quot;notes.md&quot;, content=" in page


def test_the_preview_says_the_rule_the_choices_make(people: People):
    """Tried: path as a glob, content as any; then a glob that misses the call."""
    approval = paused(people.owner)
    client = client_for(reviewer(people.teammate))
    url = f"/review/{approval.pk}/remember"
    made = client.post(url, {"match:path": "glob", "glob:path": "*.md", "match:content": "any"})
    assert made.content.decode() == "allow write_file(path~&quot;*.md&quot;)", "HTML, escaped"
    missed = client.post(url, {"match:path": "glob", "glob:path": "*.txt"}).content.decode()
    assert "glob:path" in missed and "would miss it" in missed


def test_approve_for_the_team_keeps_the_narrowed_rule_with_its_decision(people: People):
    """Tried: approve, "for this team", path exact and content any."""
    approval = paused(people.owner)
    bob = reviewer(people.teammate)
    response = decide_on_card(
        client_for(bob),
        approval,
        decision="approve",
        remember="team",
        **{"match:path": "exact", "match:content": "any"},
    )
    assert response.status_code == 200
    approval.refresh_from_db()
    assert approval.status == ApprovalStatus.APPROVED
    [rule] = ReviewRule.objects.all()
    assert (rule.scope, rule.run_id, rule.team_id) == (RuleScope.TEAM, None, approval.run.team_id)
    assert rule.author_name == "bob" and rule.approval_id == approval.pk
    assert rule.describe() == 'allow write_file(path="notes.md")'


def test_reject_for_the_run_keeps_a_deny_rule_for_that_run_only(people: People):
    """Tried: reject, "the same for this run", every argument exact (the default)."""
    approval = paused(people.owner)
    decide_on_card(
        client_for(reviewer(people.teammate)),
        approval,
        decision="reject",
        remember="run",
        comment="not from a web page",
    )
    [rule] = ReviewRule.objects.all()
    assert rule.effect == "deny" and rule.run_id == approval.run_id
    assert rule.describe().startswith('deny write_file(path="notes.md", content="# Tidal power')


def test_just_this_call_keeps_no_rule(people: People):
    approval = paused(people.owner)
    decide_on_card(client_for(reviewer(people.teammate)), approval, decision="approve")
    assert Approval.objects.get(pk=approval.pk).status == ApprovalStatus.APPROVED
    assert not ReviewRule.objects.exists()


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"match:path": "glob", "glob:path": "*.txt"}, "glob:path"),  # misses the call
        ({"match:path": "glob", "glob:path": ""}, "glob:path"),  # an empty glob
        ({"match:nope": "glob", "glob:nope": "*"}, "match:nope"),  # no such argument
        ({"match:path": "regex"}, "match:path"),
    ],
)
def test_a_bad_rule_comes_back_on_the_card_and_nothing_is_decided(
    people: People, fields: dict[str, str], named: str
):
    """Tried: approve "for this team" with a bad rule: the section comes back (htmx swaps
    only it, so the comment typed stays) with the reason and the choices as posted; the
    call is still pending and no rule is kept; then the same decision with the rule fixed."""
    approval = paused(people.owner)
    client = client_for(reviewer(people.teammate))
    posted = {"decision": "approve", "remember": "team", "comment": "ok", **fields}
    response = decide_on_card(client, approval, **posted)
    assert response.status_code == 200
    assert response["HX-Retarget"] == f"#remember-{approval.pk}"
    html = response.content.decode()
    assert "nothing was decided" in html and named in html
    assert 'value="team" checked' in html
    assert Approval.objects.get(pk=approval.pk).is_pending and not ReviewRule.objects.exists()
    fixed = {**posted, "match:path": "glob", "glob:path": "*.md"}
    fixed = {k: v for k, v in fixed.items() if "nope" not in k}
    assert decide_on_card(client, approval, **fixed).status_code == 200
    assert Approval.objects.get(pk=approval.pk).comment == "ok"
    assert ReviewRule.objects.get().describe().startswith('allow write_file(path~"*.md"')


def test_a_glob_over_lines_is_a_text_area_and_matches_as_the_browser_sends_it(people: People):
    """Tried: content (two lines) as a glob: the card gives it a text area, and the glob as a
    browser posts it (CRLF line breaks) still matches the call."""
    approval = paused(people.owner)
    client = client_for(reviewer(people.teammate))
    page = client.get("/review/").content.decode()
    assert '<textarea name="glob:content" rows="3" aria-label="glob for content">\n# Tidal' in page
    glob = approval.arguments["content"].replace("\n", "\r\n").replace("power", "*")
    fields = {"decision": "approve", "remember": "run", "match:content": "glob"}
    response = decide_on_card(client, approval, **fields, **{"glob:content": glob})
    assert response.status_code == 200 and "data-remember-problem" not in response.content.decode()
    assert ReviewRule.objects.get().arguments[1] == {
        "name": "content",
        "kind": "glob",
        "value": "# Tidal *\n",
    }


def test_without_htmx_a_bad_rule_is_a_422(people: People):
    approval = paused(people.owner)
    client = client_for(reviewer(people.teammate))
    fields = {"decision": "approve", "remember": "run", "match:path": "glob", "glob:path": ""}
    assert client.post(f"/review/{approval.pk}/decide", fields).status_code == 422
    assert Approval.objects.get(pk=approval.pk).is_pending


def test_a_rule_goes_with_approve_or_reject_only(people: People):
    """Tried: "respond" with "for this team": refused, nothing decided."""
    approval = paused(people.owner)
    client = client_for(reviewer(people.teammate))
    response = decide_on_card(client, approval, decision="respond", comment="fine", remember="team")
    assert "Approve (allow the same) or Reject (deny the same)" in response.content.decode()
    assert Approval.objects.get(pk=approval.pk).is_pending


def test_without_the_reviewer_role_no_rule_is_kept(people: People):
    """Tried: an operator of the team (not a reviewer) approves for the team."""
    approval = paused(people.owner)
    response = decide_on_card(
        client_for(people.teammate), approval, decision="approve", remember="team"
    )
    assert response.status_code == 403 and not ReviewRule.objects.exists()


# -- the Rules page -----------------------------------------------------------------------


def kept(people: People, **fields: Any) -> ReviewRule:
    """An allow rule for write_file on notes.md, kept by a reviewer of the run's team."""
    approval = paused(people.owner)
    rule = Rule("allow", "write_file", (ArgumentMatch("path", "exact", "notes.md"),))
    values = {
        "team": approval.run.team,
        "scope": RuleScope.TEAM,
        "run": None,
        "rule": rule,
        "author": reviewer(people.teammate),
        "approval": approval,
    } | fields
    return save(**values)


def test_the_rules_page_lists_only_your_teams_rules_with_their_decision(people: People):
    """Tried: a rule of alpha's, seen by alpha's owner and by beta's outsider."""
    rule = kept(people)
    page = client_for(people.owner).get("/review/rules/").content.decode()
    assert f'id="rule-{rule.pk}"' in page and "write_file(path=&quot;notes.md&quot;)" in page
    assert f"decision {rule.approval_id}" in page and "bob" in page
    assert "Revoke" not in page, "the owner is no reviewer"
    other = client_for(people.outsider).get("/review/rules/").content.decode()
    assert f'id="rule-{rule.pk}"' not in other


def test_the_rules_page_filters(people: People):
    """Tried: an allow team rule and a deny run rule, filtered by effect, scope, state."""
    allow = kept(people)
    deny_rule = Rule("deny", "http_fetch")
    deny = kept(people, rule=deny_rule, scope=RuleScope.RUN, run=allow.approval.run)
    client = client_for(people.owner)

    def shown(query: str) -> set[int]:  # the rules the page shows
        page = client.get(f"/review/rules/?{query}").content.decode()
        return {r.pk for r in (allow, deny) if f'id="rule-{r.pk}"' in page}

    assert shown("") == {allow.pk, deny.pk}
    assert shown("effect=deny") == {deny.pk}
    assert shown("scope=team") == {allow.pk}
    assert shown("tool=http_fetch") == {deny.pk}
    assert shown("author=bob&state=revoked") == set()


def test_a_reviewer_revokes_and_the_row_stays(people: People):
    """Tried: revoke as an operator (403), as beta's reviewer (404), as alpha's reviewer
    (done, the filters kept), then again (409)."""
    rule = kept(people)
    url = f"/review/rules/{rule.pk}/revoke"
    assert client_for(people.owner).post(url).status_code == 403
    assert client_for(reviewer(people.outsider)).post(url).status_code == 404
    bob = client_for(reviewer(people.teammate))
    response = bob.post(url, {"query": "effect=allow"})
    assert response.status_code == 302 and response["Location"] == "/review/rules/?effect=allow"
    rule.refresh_from_db()
    assert rule.revoked_at is not None and rule.revoked_by_name == "bob"
    assert bob.post(url).status_code == 409
    page = bob.get("/review/rules/").content.decode()
    assert "revoked by bob" in page


def test_history_links_the_rule_a_decision_kept(people: People):
    rule = kept(people)
    assert rule.approval is not None
    decide(approval_id=rule.approval.pk, user=people.teammate, decision="approve")
    page = client_for(people.owner).get("/review/history/").content.decode()
    assert f"kept rule {rule.pk}" in page and "Rules</a>" in page
