"""The JSON API through Django's test client, with real bearer tokens and the real database.

Without the worker fixture a launched run stays queued (in a test transaction
its task is never even sent), so only the steps test needs the real worker.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client
from django.test.client import MULTIPART_CONTENT

from accounts.models import ApiToken, Team
from harness import scenarios
from runs.config import RunConfig
from runs.models import Run, Status
from runs.services import launch_run
from skills.models import SkillProposal
from tests.web.conftest import People, Worker, scripted, wait_for_run

pytestmark = pytest.mark.django_db

MODEL_BACKEND = {"kind": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}


def api_client(user: User, **extra: Any) -> Client:
    _, raw = ApiToken.issue(user)
    return Client(HTTP_AUTHORIZATION=f"Bearer {raw}", **extra)


def post_json(client: Client, path: str, body: Any) -> Any:
    data = body if isinstance(body, str | bytes) else json.dumps(body)
    return client.post(path, data, content_type="application/json")


def queued_run(user: User, scenario: str = "recovery") -> Run:
    config = scripted(scenario)
    return launch_run(user=user, goal="g", config=config)


def assert_json_error(response: Any, status: int) -> str:
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    detail = response.json()["detail"]
    assert isinstance(detail, str) and detail, f"detail should be a message, got {detail!r}"
    return detail


# -- authentication -----------------------------------------------------------


def test_it_refuses_a_request_without_a_token_with_json(people: People):
    run = queued_run(people.owner)
    response = Client().get(f"/api/runs/{run.pk}")
    assert assert_json_error(response, 401) == "Unauthorized"


@pytest.mark.parametrize(
    "header",
    ["Bearer lg_not-a-real-token", "Bearer ", "Token lg_whatever", "lg_no-scheme-at-all"],
)
def test_it_refuses_a_wrong_token_with_json(people: People, header: str):
    run = queued_run(people.owner)
    response = Client(HTTP_AUTHORIZATION=header).get(f"/api/runs/{run.pk}")
    assert_json_error(response, 401)
    assert b"<html" not in response.content.lower()


def test_it_refuses_the_token_of_an_inactive_user(people: People):
    run = queued_run(people.owner)
    client = api_client(people.owner)
    assert client.get(f"/api/runs/{run.pk}").status_code == 200
    User.objects.filter(pk=people.owner.pk).update(is_active=False)
    assert_json_error(client.get(f"/api/runs/{run.pk}"), 401)


def test_it_stores_tokens_hashed(people: People):
    token, raw = ApiToken.issue(people.owner, name="ci")
    row = ApiToken.objects.filter(pk=token.pk).values().get()
    assert not any(raw in str(value) for value in row.values()), row
    assert raw.startswith(row["prefix"]) and len(row["prefix"]) < len(raw)
    found = ApiToken.find(raw)
    assert found is not None and found.pk == token.pk and found.user == people.owner
    assert ApiToken.find(row["digest"]) is None, "the stored digest is not a token"
    assert ApiToken.find(row["prefix"]) is None, "nor is the stored prefix"
    assert ApiToken.objects.get(pk=token.pk).last_used_at is not None


def test_it_accepts_a_token_without_a_csrf_token(people: People):
    # an API client never has a CSRF cookie; bearer auth must not need one
    client = api_client(people.owner, enforce_csrf_checks=True)
    response = post_json(client, "/api/runs", {"scenario": "recovery"})
    assert response.status_code == 201, response.content


# -- launching ----------------------------------------------------------------


def test_it_launches_a_scenario(people: People):
    response = post_json(api_client(people.owner), "/api/runs", {"scenario": "fix-failing-tests"})
    assert response.status_code == 201, response.content
    assert set(response.json()) == {"id"}
    run = Run.objects.get(pk=response.json()["id"])
    assert run.team == Team.objects.get(name="alpha")
    assert run.created_by == people.owner
    assert run.goal == scenarios.load("fix-failing-tests").goal
    assert run.status == Status.QUEUED
    assert run.config["backend"] == {
        "kind": "scripted",
        "scenario": "fix-failing-tests",
        "delay": 0.0,
    }


def test_it_uses_the_scenario_goal_when_the_goal_given_is_blank(people: People):
    body = {"scenario": "recovery", "goal": "   "}
    response = post_json(api_client(people.owner), "/api/runs", body)
    assert response.status_code == 201, response.content
    assert Run.objects.get(pk=response.json()["id"]).goal == scenarios.load("recovery").goal


def test_it_refuses_a_goal_beside_a_scenario(people: People):
    # tried: a scenario and a goal of the caller's; one of the two would be dropped unsaid
    body = {"scenario": "recovery", "goal": "delete the repository"}
    detail = assert_json_error(post_json(api_client(people.owner), "/api/runs", body), 422)
    assert detail == "goal: a scenario run has its scenario's goal; leave goal out"
    assert Run.objects.count() == 0


@pytest.mark.parametrize(
    ("field", "value"),
    [("max_steps", True), ("max_steps", "8"), ("max_steps", 8.0), ("max_turns", "3"),
     ("plan", 1), ("plan", "true"), ("delay", "0.5")],
)  # fmt: skip
def test_it_takes_numbers_and_flags_only_as_json_numbers_and_booleans(
    people: People, field: str, value: Any
):
    body = {"scenario": "recovery", field: value}
    detail = assert_json_error(post_json(api_client(people.owner), "/api/runs", body), 422)
    assert detail.startswith(f"{field}: "), detail
    assert Run.objects.count() == 0


def test_it_refuses_another_teams_skill_as_it_refuses_an_unknown_tool(people: People):
    # tried: naming team beta's accepted skill in a launch of team alpha; it was a 201 and
    # then a failed run, where an unknown name is a 422
    SkillProposal.objects.create(
        team=Team.objects.get(name="beta"), name="skill_beta", description="d", novelty=0.5,
        steps=[{"tool": "calculator", "arguments": {}}], skill_md="d", status="accepted",
    )  # fmt: skip
    client = api_client(people.owner)
    answers = [
        assert_json_error(
            post_json(client, "/api/runs", {"scenario": "recovery", "tools": [name]}), 422
        )
        for name in ("skill_beta", "skill_nowhere")
    ]
    assert answers[0] == answers[1].replace("skill_nowhere", "skill_beta")
    assert Run.objects.count() == 0
    outsider = post_json(api_client(people.outsider), "/api/runs", {"scenario": "recovery",
                         "tools": ["skill_beta"]})  # fmt: skip
    assert outsider.status_code == 201, "beta's own skill is one it may name"


def test_it_launches_a_model_run_and_stores_no_api_key(people: People):
    body = {"goal": "  Summarise the repo  ", "backend": MODEL_BACKEND, "max_steps": 3}
    response = post_json(api_client(people.owner), "/api/runs", body)
    assert response.status_code == 201, response.content
    run = Run.objects.get(pk=response.json()["id"])
    assert run.goal == "Summarise the repo"
    assert run.config["backend"] == {
        "kind": "openai",
        "base_url": "http://127.0.0.1:9/v1",
        "model": "m",
        "timeout": 60.0,
        "max_retries": 3,
        "endpoint": None,
        "key_env": None,
        "extra_body": {},
    }
    assert run.config["max_steps"] == 3
    stored = json.dumps(run.config)
    assert "api_key" not in stored.lower() and "sk-" not in stored, stored
    assert RunConfig.model_validate(run.config).backend.kind == "openai"


@pytest.mark.parametrize(
    ("body", "status", "names"),
    [
        ({"scenario": "nope"}, 422, ["unknown scenario 'nope'", "recovery"]),
        ({"scenario": "recovery", "colour": "red"}, 422, ["colour", "Extra inputs"]),
        ({"scenario": 5}, 422, ["scenario", "valid string"]),
        ({"scenario": "recovery", "max_steps": "many"}, 422, ["max_steps", "integer"]),
        ({"scenario": "recovery", "max_steps": 0}, 422, ["max_steps", "greater than"]),
        ({"scenario": "recovery", "delay": 31}, 422, ["delay", "less than"]),
        ({"scenario": "recovery", "tools": ["rm_rf"]}, 422, ["unknown tools", "rm_rf"]),
        ({"goal": "", "backend": MODEL_BACKEND}, 422, ["needs a goal"]),
        ({"goal": " \n ", "backend": MODEL_BACKEND}, 422, ["needs a goal"]),
        ({"goal": "g"}, 422, ["needs a goal and an endpoint"]),
        ({}, 422, ["needs a goal and an endpoint"]),
        (
            {"goal": "g", "backend": {**MODEL_BACKEND, "base_url": "not a url"}},
            422,
            ["base_url", "URL"],
        ),
        (
            {"goal": "g", "backend": {**MODEL_BACKEND, "base_url": "ftp://127.0.0.1/v1"}},
            422,
            ["base_url", "not one this server may call"],
        ),
        (
            {"goal": "g", "backend": {**MODEL_BACKEND, "api_key": "sk-secret"}},
            422,
            ["backend.api_key", "Extra inputs"],
        ),
        (
            {"scenario": "recovery", "backend": MODEL_BACKEND},
            422,
            ["either a scenario or a model endpoint"],
        ),
        (["scenario", "recovery"], 422, ["valid dictionary"]),
        ("{not json", 400, ["parse"]),
        ('{"goal": ' + "[" * 100_000 + "]" * 100_000 + "}", 400, ["parse"]),
        (b"\xff\xfe", 400, ["parse"]),
    ],
)
def test_it_rejects_a_bad_launch_body_and_creates_nothing(
    people: People, body: Any, status: int, names: list[str]
):
    response = post_json(api_client(people.owner), "/api/runs", body)
    detail = assert_json_error(response, status)
    for name in names:
        assert name in detail, f"body {body!r}: {name!r} not in {detail!r}"
    assert Run.objects.count() == 0, f"body {body!r} created a run"


def test_it_rejects_a_form_encoded_body(people: People):
    client = api_client(people.owner)
    response = client.post("/api/runs", {"scenario": "recovery"}, content_type=MULTIPART_CONTENT)
    assert_json_error(response, 400)
    assert Run.objects.count() == 0


def test_it_rejects_an_oversized_body_with_a_json_413(people: People):
    padding = "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)
    body = {"scenario": "recovery", "goal": padding}
    response = post_json(api_client(people.owner), "/api/runs", body)
    detail = assert_json_error(response, 413)
    assert "too large" in detail
    assert Run.objects.count() == 0


# -- reading --------------------------------------------------------------------


def test_it_returns_a_run(people: People):
    run = queued_run(people.owner)
    response = api_client(people.owner).get(f"/api/runs/{run.pk}")
    assert response.status_code == 200
    data = response.json()
    assert {"id", "status", "stopped_reason", "step_count", "final_answer"} <= set(data)
    assert data["id"] == run.pk
    assert data["status"] == "queued"
    assert data["stopped_reason"] == "" and data["step_count"] == 0
    assert data["final_answer"] is None


def test_it_lets_a_teammate_read_a_run(people: People):
    run = queued_run(people.owner)
    response = api_client(people.teammate).get(f"/api/runs/{run.pk}")
    assert response.status_code == 200 and response.json()["id"] == run.pk


def test_it_hides_another_teams_run(people: People):
    run = queued_run(people.owner)
    client = api_client(people.outsider)
    assert_json_error(client.get(f"/api/runs/{run.pk}"), 404)
    assert_json_error(client.get(f"/api/runs/{run.pk}/steps"), 404)


def test_it_answers_a_missing_run_with_json_404(people: People):
    assert_json_error(api_client(people.owner).get("/api/runs/987654"), 404)


def test_it_rejects_a_run_id_that_is_not_a_number(people: People):
    detail = assert_json_error(api_client(people.owner).get("/api/runs/abc"), 422)
    assert "run_id" in detail, "tried /api/runs/abc"


@pytest.mark.parametrize("path", ["/api/nope", "/api/runs/1/nope", "/api/"])
def test_it_answers_an_unknown_api_path_with_json_404(people: People, path: str):
    assert_json_error(api_client(people.owner).get(path), 404)
    assert_json_error(Client().get(path), 404)


@pytest.mark.django_db(transaction=True)
def test_it_lists_the_steps_after_an_index(people: People, celery_worker: Worker):
    response = post_json(api_client(people.owner), "/api/runs", {"scenario": "recovery"})
    assert response.status_code == 201, response.content
    run_id = response.json()["id"]
    done = wait_for_run(run_id)
    assert done.status == Status.ANSWERED and done.step_count == 5

    client = api_client(people.teammate)
    steps = client.get(f"/api/runs/{run_id}/steps", {"after": -1}).json()["steps"]
    assert [s["index"] for s in steps] == [0, 1, 2, 3, 4]
    expected = {
        "index",
        "thought",
        "action",
        "observation",
        "packet",
        "reinforcement",
        "is_error",
        "committed_at",
    }
    for step in steps:
        assert expected <= set(step), set(step)
    first = steps[0]
    assert first["thought"] == "Look the answer up on the web."
    assert first["action"] == {"tool": "web_search", "arguments": {"query": "2 * (3 + 4)"}}
    assert first["is_error"] is True and first["observation"].startswith("[error] ")
    assert steps[3]["is_error"] is False and "14" in steps[3]["observation"]
    assert steps[4]["action"] is None and steps[4]["final_answer"] == "2 * (3 + 4) = 14"

    later = client.get(f"/api/runs/{run_id}/steps", {"after": 2}).json()["steps"]
    assert [s["index"] for s in later] == [3, 4]
    assert later == steps[3:]
    assert client.get(f"/api/runs/{run_id}/steps", {"after": 4}).json() == {"steps": []}
    assert client.get(f"/api/runs/{run_id}/steps", {"after": 99}).json() == {"steps": []}
    assert [s["index"] for s in client.get(f"/api/runs/{run_id}/steps").json()["steps"]] == [
        0,
        1,
        2,
        3,
        4,
    ], "no `after` means from the start"

    data = client.get(f"/api/runs/{run_id}").json()
    assert data["status"] == "answered" and data["stopped_reason"] == "final_answer"
    assert data["step_count"] == 5 and data["final_answer"] == "2 * (3 + 4) = 14"


def test_it_rejects_an_after_that_is_not_a_number(people: People):
    run = queued_run(people.owner)
    response = api_client(people.owner).get(f"/api/runs/{run.pk}/steps", {"after": "x"})
    assert "after" in assert_json_error(response, 422), "tried after=x"


# -- cancelling -------------------------------------------------------------------


def test_it_cancels_a_queued_run(people: People):
    run = queued_run(people.owner)
    response = api_client(people.teammate).post(f"/api/runs/{run.pk}/cancel")
    assert response.status_code == 200, response.content
    assert response.json()["status"] == "cancelled"
    run.refresh_from_db()
    assert run.status == Status.CANCELLED and run.stopped_reason == "cancelled"
    assert run.finished_at is not None


def test_it_does_not_cancel_another_teams_run(people: People):
    run = queued_run(people.owner)
    response = api_client(people.outsider).post(f"/api/runs/{run.pk}/cancel")
    assert_json_error(response, 404)
    run.refresh_from_db()
    assert run.status == Status.QUEUED


def test_it_refuses_to_cancel_without_a_token(people: People):
    run = queued_run(people.owner)
    assert_json_error(Client().post(f"/api/runs/{run.pk}/cancel"), 401)
    run.refresh_from_db()
    assert run.status == Status.QUEUED


def test_it_lets_a_logged_in_browser_read_and_wants_csrf_to_write(people: People):
    run = launch_run(
        user=people.owner,
        goal="g",
        config=scripted("recovery"),
    )
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(people.teammate)
    response = browser.get(f"/api/runs/{run.pk}")
    assert response.status_code == 200 and response.json()["id"] == run.pk
    # a session without the CSRF token cannot launch or cancel: tried a bare cancel POST
    assert browser.post(f"/api/runs/{run.pk}/cancel").status_code in (401, 403)
    assert Run.objects.get(pk=run.pk).status == "queued"


def test_it_plays_scenario_files_only_from_the_allowed_folders(
    people: People, settings: Any, tmp_path: Any
):
    allowed, elsewhere = tmp_path / "allowed", tmp_path / "elsewhere"
    allowed.mkdir()
    elsewhere.mkdir()
    text = (scenarios.SCENARIOS_DIR / "recovery.yaml").read_text()
    (allowed / "mine.yaml").write_text(text)
    (elsewhere / "theirs.yaml").write_text(text)
    settings.LOOPGLASS_SCENARIO_DIRS = [str(allowed)]
    client = api_client(people.owner)
    ok = client.post(
        "/api/runs", {"scenario": str(allowed / "mine.yaml")}, content_type="application/json"
    )
    assert ok.status_code == 201
    # tried: a file outside the allowed folders, and a path that climbs out of one
    for path in [elsewhere / "theirs.yaml", allowed / ".." / "elsewhere" / "theirs.yaml"]:
        refused = client.post("/api/runs", {"scenario": str(path)}, content_type="application/json")
        assert refused.status_code == 422 and "unknown scenario" in refused.json()["detail"]
    assert Run.objects.count() == 1
