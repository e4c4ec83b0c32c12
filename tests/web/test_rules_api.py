"""/api/rules through Django's test client, with real bearer tokens and the real database:
validation that names the field, the reviewer role, and one team never seeing another's."""

from __future__ import annotations

from typing import Any

import pytest

from runs.models import ReviewRule
from tests.web.conftest import People, idle_run
from tests.web.test_api import api_client, assert_json_error, post_json
from tests.web.test_approvals import reviewer

pytestmark = pytest.mark.django_db

RULE = {
    "scope": "team",
    "effect": "allow",
    "tool": "write_file",
    "arguments": [{"name": "path", "kind": "glob", "value": "*.md"}],
}


def test_a_reviewer_keeps_lists_and_revokes_a_team_rule(people: People):
    """Tried: POST a team rule, GET it back, DELETE it, GET with state=active."""
    api = api_client(reviewer(people.teammate))
    made = post_json(api, "/api/rules", RULE)
    assert made.status_code == 201, made.content
    body = made.json()
    assert body["text"] == 'allow write_file(path~"*.md")' and body["author"] == "bob"
    assert body["approval"] is None and body["revoked_at"] is None
    [listed] = api.get("/api/rules").json()["rules"]
    assert listed["id"] == body["id"] and listed["arguments"] == RULE["arguments"]
    gone = api.delete(f"/api/rules/{body['id']}")
    assert gone.status_code == 200 and gone.json()["revoked_by"] == "bob"
    assert api.get("/api/rules?state=active").json()["rules"] == []
    assert len(api.get("/api/rules?state=revoked").json()["rules"]) == 1
    assert ReviewRule.objects.get().revoked_at is not None, "revoking keeps the row"
    assert_json_error(api.delete(f"/api/rules/{body['id']}"), 409)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"tool": ""}, "tool"),
        ({"effect": "maybe"}, "effect"),
        ({"scope": "everyone"}, "scope"),
        ({"arguments": [{"name": "path", "kind": "regex", "value": ".*"}]}, "arguments"),
        ({"arguments": [{"name": "path", "kind": "glob", "value": 3}]}, "arguments"),
        ({"arguments": ["path"]}, "arguments"),
        ({"arguments": [{"name": "p", "kind": "exact", "value": "a"}] * 2}, "arguments"),
        ({"scope": "run"}, "run"),  # a run rule without its run
        ({"run": 1}, "run"),  # a team rule with one
        ({"colour": "red"}, "colour"),  # unknown fields
    ],
)
def test_a_bad_rule_is_a_422_naming_the_field(people: People, change: dict[str, Any], field: str):
    """Tried: each way a body can be wrong; nothing is kept."""
    detail = assert_json_error(
        post_json(api_client(reviewer(people.teammate)), "/api/rules", RULE | change), 422
    )
    assert field in detail
    assert not ReviewRule.objects.exists()


def test_rules_need_the_reviewer_role(people: People):
    """Tried: an operator who is not a reviewer keeps and revokes a rule: 403 both."""
    assert_json_error(post_json(api_client(people.owner), "/api/rules", RULE), 403)
    made = post_json(api_client(reviewer(people.teammate)), "/api/rules", RULE).json()
    assert_json_error(api_client(people.owner).delete(f"/api/rules/{made['id']}"), 403)
    assert ReviewRule.objects.get().revoked_at is None


def test_another_teams_rules_and_runs_are_not_there(people: People):
    """Tried: beta's reviewer lists alpha's rules (none), revokes one (404), and keeps a
    rule for alpha's run (422 naming run); alpha still has its rule, unrevoked."""
    alpha = api_client(reviewer(people.teammate))
    made = post_json(alpha, "/api/rules", RULE).json()
    beta = api_client(reviewer(people.outsider))
    assert beta.get("/api/rules").json()["rules"] == []
    assert_json_error(beta.delete(f"/api/rules/{made['id']}"), 404)
    alpha_run = idle_run(people.owner)
    foreign = RULE | {"scope": "run", "run": alpha_run.pk}
    assert "run" in assert_json_error(post_json(beta, "/api/rules", foreign), 422)
    assert ReviewRule.objects.get().revoked_at is None
    mine = post_json(alpha, "/api/rules", foreign)
    assert mine.status_code == 201 and mine.json()["run"] == alpha_run.pk


def test_the_list_filters(people: People):
    api = api_client(reviewer(people.teammate))
    post_json(api, "/api/rules", RULE)
    post_json(api, "/api/rules", RULE | {"effect": "deny", "tool": "http_fetch", "arguments": []})

    def tools(query: str) -> list[str]:  # the tools of the rules listed
        return [r["tool"] for r in api.get(f"/api/rules?{query}").json()["rules"]]

    assert sorted(tools("")) == ["http_fetch", "write_file"]
    assert tools("effect=deny") == ["http_fetch"]
    assert tools("tool=write_file") == ["write_file"]
    assert tools("author=alice") == []
    assert tools("scope=run") == []
