"""Success checks through a real Celery worker, the API, the pages and the migration: a run
succeeds when its check passes, not when the model says it is done."""

from __future__ import annotations

import json
import re
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth.models import Permission, User
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.services import team_for
from harness.tools import sandbox
from runs.launch import LaunchRequest, prepare
from runs.models import Endpoint, Run, Status
from tests.web.conftest import People, Worker, client_for, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

PYTEST = ["pytest", "-q", "-p", "no:cacheprovider"]
FAILING = ["python", "-c", "import sys; print('checked: 3 things are wrong'); sys.exit(3)"]


def launch(user: User, **body: Any) -> int:
    response = client_for(user).post("/api/runs", json.dumps(body), "application/json")
    assert response.status_code == 201, response.content
    return int(response.json()["id"])


def api_run(user: User, run_id: int) -> dict[str, Any]:
    response = client_for(user).get(f"/api/runs/{run_id}")
    assert response.status_code == 200, response.content
    body: dict[str, Any] = response.json()
    return body


def page(user: User, path: str) -> str:
    response = client_for(user).get(path)
    assert response.status_code == 200, response.status_code
    return response.content.decode()


def three_outcomes(user: User) -> tuple[int, int, int]:
    """Three ended runs of `user`: a check passed, a check failed, an answer with none."""
    passed = launch(user, scenario="fix-failing-tests")
    failed = launch(user, scenario="fix-failing-tests", check=FAILING)
    answered = launch(user, scenario="recovery")
    for run_id in (passed, failed, answered):
        wait_for_run(run_id)
    return passed, failed, answered


def listed(user: User, query: str) -> list[int]:
    response = client_for(user).get(f"/api/runs?{query}")
    assert response.status_code == 200, response.content
    return [run["id"] for run in response.json()["runs"]]


def test_a_scenario_run_succeeds_when_its_check_passes(people: People, celery_worker: Worker):
    run_id = launch(people.owner, scenario="fix-failing-tests")
    done = wait_for_run(run_id)
    assert done.config["check"] == PYTEST, "the scenario's check, written out at launch"
    assert done.status == Status.SUCCEEDED and done.stopped_reason == "final_answer"
    body = api_run(people.owner, run_id)
    assert body["status"] == "succeeded" and body["check_command"] == PYTEST
    check = body["check"]
    assert check["passed"] is True and check["exit_status"] == 0 and check["argv"] == PYTEST
    raw = Permission.objects.get(codename="view_raw", content_type__app_label="artifacts")
    for person in (people.teammate, people.outsider):
        person.user_permissions.add(raw)  # tainted output is shown to those who may read it
    shown = client_for(people.teammate).get(f"/artifacts/{check['artifact_id']}/")
    assert shown.status_code == 200 and "5 passed" in shown.content.decode()
    outsider = client_for(people.outsider).get(f"/artifacts/{check['artifact_id']}/")
    assert outsider.status_code == 404, "the check's output is the team's, as a step's is"
    shown = page(people.owner, f"/runs/{run_id}/")
    assert 'data-check="passed"' in shown and f'data-artifact="{check["artifact_id"]}"' in shown


def test_a_failing_check_fails_the_run_and_shows_why(people: People, celery_worker: Worker):
    run_id = launch(people.owner, scenario="fix-failing-tests", check=FAILING)
    done = wait_for_run(run_id)
    assert done.status == Status.FAILED and done.stopped_reason == "check_failed"
    assert done.final_answer and "All 5 tests pass" in done.final_answer, "the answer is kept"
    check = api_run(people.owner, run_id)["check"]
    assert check["passed"] is False and check["exit_status"] == 3
    assert "checked: 3 things are wrong" in check["summary"]
    shown = page(people.owner, f"/runs/{run_id}/")
    assert 'data-check="failed"' in shown and "failed, exit 3" in shown
    assert "checked: 3 things are wrong" in shown
    table = page(people.owner, "/runs/?reason=check_failed")
    assert f'data-run="{run_id}"' in table and "check_failed" in table


def test_an_answer_without_a_check_is_answered_never_green(people: People, celery_worker: Worker):
    """recovery has no check: its answer ends it `answered`, shown neutrally."""
    run_id = launch(people.owner, scenario="recovery")
    done = wait_for_run(run_id)
    assert done.status == Status.ANSWERED and done.check_result is None
    assert api_run(people.owner, run_id)["check"] is None
    row = re.search(rf'<tr data-run="{run_id}">.*?</tr>', page(people.owner, "/runs/"), re.S)
    assert row is not None
    assert "status-answered" in row.group() and "status-succeeded" not in row.group()
    assert "data-unchecked" in page(people.owner, f"/runs/{run_id}/")


def test_the_launcher_may_drop_a_scenarios_check(people: People, celery_worker: Worker):
    run_id = launch(people.owner, scenario="fix-failing-tests", check=[])
    done = wait_for_run(run_id)
    assert done.config["check"] == [] and done.status == Status.ANSWERED


def test_the_run_list_and_the_api_filter_by_check_status_and_reason(
    people: People, celery_worker: Worker
):
    passed, failed, answered = three_outcomes(people.owner)
    assert listed(people.owner, "check=passed") == [passed]
    assert listed(people.owner, "check=failed") == [failed]
    assert listed(people.owner, "check=none") == [answered]
    assert listed(people.owner, "status=answered") == [answered]
    assert listed(people.owner, "reason=check_failed") == [failed]
    assert listed(people.owner, "limit=2") == [answered, failed]
    assert listed(people.owner, f"before={failed}") == [passed]
    assert listed(people.owner, "check=bogus&status=bogus") == [answered, failed, passed]
    assert listed(people.outsider, "") == [], "another team's runs are not listed"
    html = page(people.owner, "/runs/?check=passed")
    assert f'data-run="{passed}"' in html and f'data-run="{failed}"' not in html


def test_an_endpoints_check_is_written_into_its_runs_unless_the_launch_names_one(
    people: People,
):
    team_id = team_for(people.owner).pk
    Endpoint.objects.create(
        team_id=team_id, name="local", base_url="http://127.0.0.1:9/v1", success_check=PYTEST
    )
    default = LaunchRequest(goal="g", endpoint="local", model="m")
    assert prepare(default, team_id)[1].check == PYTEST
    mine = LaunchRequest(goal="g", endpoint="local", model="m", check=["make", "check"])
    assert prepare(mine, team_id)[1].check == ["make", "check"]
    none = LaunchRequest(goal="g", endpoint="local", model="m", check=[])
    assert prepare(none, team_id)[1].check == []


@pytest.mark.parametrize(
    ("check", "problem"),
    [
        ([""], "not empty strings"),
        (["pytest", "a\x00b"], "NUL"),
        (["x"] * 101, "at most 100"),
    ],
)
def test_a_bad_check_is_refused_at_launch(people: People, check: list[str], problem: str):
    response = client_for(people.owner).post(
        "/api/runs",
        json.dumps({"scenario": "recovery", "check": check}),
        "application/json",
    )
    assert response.status_code == 422 and problem in response.json()["detail"]


def test_the_form_takes_a_check_as_a_command_line(people: People):
    client = client_for(people.owner)
    form = {
        "source": "scenario",
        "scenario": "recovery",
        "channel": "react",
        "max_steps": 8,
        "termination": "last_tool",
    }
    response = client.post("/runs/new/", form | {"check": "pytest -q 'tests/a b.py'"})
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Run.objects.latest("pk").config["check"] == ["pytest", "-q", "tests/a b.py"]
    client.post("/runs/new/", form | {"check": "none"})
    assert Run.objects.latest("pk").config["check"] == []
    client.post("/runs/new/", form | {"check": ""})
    assert Run.objects.latest("pk").config["check"] == [], "recovery's own: none"
    unclosed = client.post("/runs/new/", form | {"check": "pytest 'oops"})
    assert unclosed.status_code == 400 and "cannot be split into words" in unclosed.content.decode()


def test_a_check_asked_for_where_the_sandbox_cannot_start_is_refused(
    people: People, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv(sandbox.BWRAP_VARIABLE, "/nonexistent/bwrap")
    sandbox.probe_again()
    try:
        response = client_for(people.owner).post(
            "/api/runs",
            json.dumps({"scenario": "recovery", "check": PYTEST}),
            "application/json",
        )
        assert response.status_code == 422
        assert "a check runs in the sandbox, which cannot start here" in response.json()["detail"]
    finally:
        monkeypatch.undo()
        sandbox.probe_again()


def test_the_migration_makes_every_earlier_success_an_answer(people: People):
    """Before checks, `succeeded` meant "the model said it was done"."""
    executor = MigrationExecutor(connection)
    executor.migrate([("runs", "0010_endpoint_constraint")])
    old = MigrationExecutor(connection).loader.project_state([("runs", "0010_endpoint_constraint")])
    old_run = old.apps.get_model("runs", "Run")
    team_id = team_for(people.owner).pk
    row = old_run.objects.create(team_id=team_id, goal="g", config={}, status="succeeded")
    failed = old_run.objects.create(team_id=team_id, goal="g", config={}, status="failed")
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert Run.objects.get(pk=row.pk).status == Status.ANSWERED
    assert Run.objects.get(pk=failed.pk).status == Status.FAILED


def _outcome_row(html: str, grouping: str, name: str) -> str:
    table = re.search(rf'data-grouping="{grouping}">(.*?)</table>', html, re.S)
    assert table is not None, f"no {grouping} table"
    row = re.search(rf'<tr data-name="{re.escape(name)}">(.*?)</tr>', table.group(1), re.S)
    assert row is not None, f"no row {name} in the {grouping} table"
    return row.group(1)


def test_insights_and_the_run_diff_tell_verified_from_unverified(
    people: People, celery_worker: Worker
):
    passed, failed, answered = three_outcomes(people.owner)
    html = page(people.owner, "/insights/")
    fixed = _outcome_row(html, "model", "scripted:fix-failing-tests")
    assert "<td>2</td>" in fixed and 'data-verified="1"' in fixed and "1 · 50 %" in fixed
    assert 'data-checked="2"' in fixed and "1 of 2" in fixed and 'data-answered="0"' in fixed
    recovered = _outcome_row(html, "model", "scripted:recovery")
    assert 'data-verified="0"' in recovered and 'data-answered="1"' in recovered
    assert "none checked" in recovered
    every = _outcome_row(html, "endpoint", "scripted")
    assert "<td>3</td>" in every and 'data-verified="1"' in every and 'data-answered="1"' in every
    assert re.search(r'data-grouping="reducer">.*?<tr data-name="[a-z_]+@\d+">', html, re.S)
    assert "none checked" not in page(people.outsider, "/insights/"), "another team's runs"
    diff = page(people.owner, f"/runs/compare?a={passed}&b={answered}")
    assert 'data-check="passed"' in diff and 'data-check="none"' in diff
    diff = page(people.owner, f"/runs/compare?a={failed}&b={passed}")
    assert 'data-check="failed"' in diff and "data-reason>check_failed" in diff


def test_endpoints_add_takes_a_check_as_a_command_line(people: People):
    team = team_for(people.owner).name
    base = ["endpoints", "add", "--team", team, "--base-url", "http://127.0.0.1:9/v1"]
    call_command(*base[:2], "checked", *base[2:], "--check", "pytest -q 'tests/a b.py'")
    call_command(*base[:2], "unchecked", *base[2:], "--check", "none")
    checks = dict(Endpoint.objects.values_list("name", "success_check"))
    assert checks == {"checked": ["pytest", "-q", "tests/a b.py"], "unchecked": []}
    listed = StringIO()
    call_command("endpoints", "list", stdout=listed)
    assert "check pytest -q 'tests/a b.py'" in listed.getvalue() and "no check" in listed.getvalue()
    with pytest.raises(CommandError, match="--check: No closing quotation"):
        call_command(*base[:2], "broken", *base[2:], "--check", "pytest 'oops")
