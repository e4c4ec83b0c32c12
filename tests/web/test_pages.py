"""The run pages as owner, teammate and outsider: list, launch form, run page, cancel."""

from __future__ import annotations

import time

import pytest
from django.test import Client

from runs.live import LiveState, live_key
from runs.models import Run, Status, Step
from runs.services import launch_run
from tests.web.conftest import People, client_for, scripted
from web.broadcast import clients

pytestmark = pytest.mark.django_db
SCRIPTED = scripted("recovery")


def _run(people: People, goal: str = "work out 2 * (3 + 4)", **fields: object) -> Run:
    run = launch_run(user=people.owner, goal=goal, config=SCRIPTED)
    if fields:
        Run.objects.filter(pk=run.pk).update(**fields)
        run.refresh_from_db()
    return run


def test_it_sends_anonymous_visitors_to_the_login_page(people: People):
    run = _run(people)
    for url in ["/runs/", "/runs/new/", f"/runs/{run.pk}/"]:
        response = Client().get(url)
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/?next=")


def test_it_logs_in_with_the_form(people: People):
    client = Client()
    response = client.post(
        "/accounts/login/", {"username": "alice", "password": "correct horse battery staple"}
    )
    assert response.status_code == 302 and response["Location"] == "/runs/"
    assert client.get("/runs/").status_code == 200


def test_it_lists_the_runs_of_my_team_only(people: People):
    mine = _run(people, goal="the owner's run")
    other = launch_run(user=people.outsider, goal="the outsider's run", config=SCRIPTED)
    page = client_for(people.teammate).get("/runs/").content.decode()
    assert f'data-run="{mine.pk}"' in page and "the owner&#x27;s run" in page
    assert f'data-run="{other.pk}"' not in page


def test_it_filters_by_status_and_searches_goals(people: People):
    done = _run(people, goal="deploy the api", status=Status.SUCCEEDED)
    _run(people, goal="deploy the web", status=Status.FAILED)
    answered = _run(people, goal="deploy the db", status=Status.ANSWERED)
    _run(people, goal="write docs", status=Status.SUCCEEDED)
    client = client_for(people.owner)
    page = client.get("/runs/", {"status": "succeeded", "q": "DEPLOY"}).content.decode()
    assert page.count("data-run=") == 1 and f'data-run="{done.pk}"' in page
    page = client.get("/runs/", {"status": "answered", "q": "deploy"}).content.decode()
    assert page.count("data-run=") == 1 and f'data-run="{answered.pk}"' in page
    partial = client.get("/runs/", {"q": "docs"}, HTTP_HX_REQUEST="true").content.decode()
    assert partial.lstrip().startswith('<div id="run-table">'), "htmx gets the table alone"
    assert "<html" not in partial


def test_it_pages_the_list(people: People):
    for n in range(30):
        _run(people, goal=f"run {n}")
    client = client_for(people.owner)
    first = client.get("/runs/").content.decode()
    second = client.get("/runs/", {"page": 2}).content.decode()
    assert first.count("data-run=") == 25 and second.count("data-run=") == 5
    assert "page 1 of 2" in first


def test_it_launches_a_scenario_from_the_form(people: People):
    response = client_for(people.owner).post(
        "/runs/new/",
        {
            "source": "scenario",
            "scenario": "fix-failing-tests",
            "delay": "0.5",
            "channel": "native",
            "max_steps": "8",
            "termination": "last_tool",
        },
    )
    run = Run.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/runs/{run.pk}/"
    assert run.status == Status.QUEUED and run.created_by == people.owner
    assert run.config["backend"] == {
        "kind": "scripted",
        "scenario": "fix-failing-tests",
        "delay": 0.5,
    }
    assert run.config["channel"] == "native"
    assert run.goal.startswith("Make every test of the textstats project pass")
    assert run.config["reinforcement"] == "block"
    assert run.config["policy"]["allow"] == ["write_file(path=*.py)"], "the scenario's own"
    assert run.config["policy"]["escalation"] == "off"


def test_the_form_sets_the_reinforcement_and_what_a_reviewer_confirms(people: People):
    client_for(people.owner).post("/runs/new/", {
        "source": "scenario", "scenario": "research-and-write", "channel": "react",
        "max_steps": "8", "termination": "last_tool", "reinforcement": "standing",
        "approval": "confirm_all", "escalation": "model_first",
    })  # fmt: skip
    config = Run.objects.get().config
    assert config["reinforcement"] == "standing"
    assert config["policy"]["mode"] == "confirm_all"
    assert config["policy"]["escalation"] == "model_first"


@pytest.mark.parametrize(
    ("choice", "untainted", "prose_only"),
    [("prose", True, True), ("untainted", True, False), ("none", False, False), ("", False, False)],
)
def test_the_form_sets_which_writes_after_external_text_run_unasked(
    people: People, choice: str, untainted: bool, prose_only: bool
):
    client_for(people.owner).post("/runs/new/", {
        "source": "scenario", "scenario": "research-and-write", "channel": "react",
        "max_steps": "8", "termination": "last_tool", "auto_allow": choice,
    })  # fmt: skip
    policy = Run.objects.get().config["policy"]
    assert (policy["auto_allow_untainted"], policy["only_prose_taints"]) == (untainted, prose_only)
    assert policy["min_match"] == (16 if prose_only else 24)


def test_it_launches_a_model_run_without_storing_any_key(people: People):
    client_for(people.owner).post(
        "/runs/new/",
        {
            "source": "openai",
            "goal": "summarise README.md",
            "base_url": "http://127.0.0.1:11434/v1",
            "model": "qwen3:8b",
            "channel": "react",
            "max_steps": "5",
            "termination": "last_tool",
        },
    )
    run = Run.objects.get()
    assert run.config["backend"]["base_url"] == "http://127.0.0.1:11434/v1"
    assert "api_key" not in str(run.config).lower()


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        (
            {"source": "openai", "goal": "   ", "base_url": "http://127.0.0.1:9/v1", "model": "m"},
            "goal",
            "A model run needs a goal.",
        ),
        (
            {"source": "openai", "goal": "g", "base_url": "http://127.0.0.1:x/", "model": "m"},
            "base_url",
            "Input should be a valid URL",
        ),
        (
            {"source": "openai", "goal": "g", "base_url": "ftp://h/v1", "model": "m"},
            "base_url",
            "is not one this server may call",
        ),
        (
            {"source": "scenario", "scenario": "no-such-scenario"},
            "scenario",
            "Select a valid choice.",
        ),
        (
            {"source": "scenario", "scenario": "recovery", "termination": "max_turns"},
            None,
            "termination 'max_turns' needs max_turns",
        ),
    ],
)
def test_it_shows_form_errors_and_creates_nothing(
    people: People, fields: dict[str, str], field: str | None, message: str
):
    data = {"channel": "react", "max_steps": "8", "termination": "last_tool"} | fields
    response = client_for(people.owner).post("/runs/new/", data)
    assert response.status_code == 400
    errors = response.context["form"].errors
    assert any(message in e for e in errors.get(field or "__all__", [])), errors
    assert Run.objects.count() == 0


def test_an_empty_post_of_the_form_is_an_error_not_a_blank_form(people: People):
    response = client_for(people.owner).post("/runs/new/", {})
    assert response.status_code == 400 and response.context["form"].errors
    assert Run.objects.count() == 0


def test_it_shows_a_run_to_the_owner_and_teammate_only(people: People):
    run = _run(people)
    assert client_for(people.owner).get(f"/runs/{run.pk}/").status_code == 200
    assert client_for(people.teammate).get(f"/runs/{run.pk}/").status_code == 200
    assert client_for(people.outsider).get(f"/runs/{run.pk}/").status_code == 404


def test_it_renders_the_timeline_and_connects_after_the_last_step(people: People):
    run = _run(people, status=Status.RUNNING)
    for index in range(3):
        Step.objects.create(
            run=run,
            index=index,
            thought=f"thinking {index}",
            action_tool="calculator",
            action_arguments={"expression": "1"},
            observation="1",
        )
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert [f'data-step-index="{i}"' in page for i in range(3)] == [True] * 3
    assert f'ws-connect="/ws/runs/{run.pk}/?after=2"' in page
    assert 'hx-ext="ws"' in page


def test_it_does_not_connect_for_a_finished_run(people: People):
    run = _run(people, status=Status.ANSWERED)
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert "ws-connect" not in page


def test_it_escapes_tool_and_model_output(people: People):
    run = _run(people)
    hostile = '<script>alert(1)</script><img src=x onerror=alert(2)><a hx-get="/x">'
    Step.objects.create(
        run=run,
        index=0,
        thought=hostile,
        action_tool="t",
        observation=hostile,
        final_answer=hostile,
    )
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert (
        "<script>alert" not in page and "<img src=x" not in page and '<a hx-get="/x">' not in page
    )
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_it_cancels_a_run_with_htmx_and_refuses_outsiders(people: People):
    run = _run(people)
    assert client_for(people.outsider).post(f"/runs/{run.pk}/cancel/").status_code == 404
    assert client_for(people.owner).get(f"/runs/{run.pk}/cancel/").status_code == 405
    response = client_for(people.teammate).post(f"/runs/{run.pk}/cancel/", HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="run-status"') and 'data-status="cancelled"' in html
    assert Run.objects.get(pk=run.pk).status == Status.CANCELLED


def test_it_sets_a_content_security_policy(people: People):
    response = client_for(people.owner).get("/runs/")
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "object-src 'none'" in policy


def test_the_status_bar_alone_is_for_those_who_see_the_run(people: People):
    """What a run page whose socket is down asks for (static/loopglass.js)."""
    run = _run(people)
    url = f"/runs/{run.pk}/status/"
    for user in (people.owner, people.teammate):
        response = client_for(user).get(url)
        assert response.status_code == 200
        body = response.content.decode()
        assert body.lstrip().startswith('<div id="run-status"') and "data-active" in body
    assert client_for(people.outsider).get(url).status_code == 404
    assert Client().get(url).status_code == 302
    Run.objects.filter(pk=run.pk).update(status=Status.ANSWERED)
    assert "data-active" not in client_for(people.owner).get(url).content.decode()


def test_the_status_bar_alone_says_what_a_running_run_waits_for(people: People):
    """As the live updates would: what the page shows while its socket is down."""
    run = _run(people, status=Status.RUNNING)
    state = LiveState(index=2, waiting="tool", at=time.time(), tool="run_tests")
    clients.get().set(live_key(run.pk), state.as_json())
    body = client_for(people.owner).get(f"/runs/{run.pk}/status/").content.decode()
    assert '<span id="run-waiting" class="waiting" hx-disable>running run_tests</span>' in body
    clients.get().delete(live_key(run.pk))
    body = client_for(people.owner).get(f"/runs/{run.pk}/status/").content.decode()
    assert '<span id="run-waiting" class="waiting" hx-disable></span>' in body


def test_the_favicon_is_served_where_browsers_ask_for_it(people: People):
    response = Client().get("/favicon.ico")
    assert response.status_code == 302
    icon = Client().get(response["Location"])
    assert icon.status_code == 200 and icon["Content-Type"] == "image/svg+xml"
    page = client_for(people.owner).get("/runs/").content.decode()
    assert f'<link rel="icon" href="{response["Location"]}"' in page
