"""Counterfactual replay: a finished run executed again with the replay backend (its recorded
model replies) under another reinforcement mode or reducer version. Real database, real
tools; the executor runs in the test process."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.auth.models import User

from accounts.models import Team
from harness.reducers.selector import all_reducers
from runs.config import RunConfig
from runs.executor import execute
from runs.models import Run, Status, Step
from runs.services import launch_run, replay_config
from tests.web.conftest import People, client_for, idle_run, wait_for_run
from tests.web.test_api import api_client, post_json
from tests.web.test_insights import figures

TRANSACTIONAL = pytest.mark.django_db(transaction=True)


def finished(people: People, scenario: str = "recovery") -> Run:
    """A run of the scenario, executed to its end: recovery has no check (`answered`);
    fix-failing-tests carries pytest as its check, which passes (`succeeded`)."""
    run = run_to_end(idle_run(people.owner, scenario=scenario).pk)
    expected = Status.SUCCEEDED if scenario == "fix-failing-tests" else Status.ANSWERED
    assert run.status == expected, run.error
    return run


def run_to_end(run_id: int) -> Run:
    """Execute the run here, unless a worker of an earlier test's took it: then wait."""
    execute(run_id, owner="this test")
    return wait_for_run(run_id)


def steps(run: Run) -> list[Step]:
    return list(Step.objects.filter(run=run).order_by("index"))


@TRANSACTIONAL
def test_a_replay_makes_the_same_calls_and_reads_them_without_the_block(people: People):
    source = finished(people)
    config = replay_config(source, team_id=source.team_id, reinforcement="off")
    replay = launch_run(user=people.owner, goal=source.goal, config=config)
    replay = run_to_end(replay.pk)
    assert replay.status == Status.ANSWERED, replay.error
    before, after = steps(source), steps(replay)
    assert [(s.action_tool, s.action_arguments) for s in after] == [
        (s.action_tool, s.action_arguments) for s in before
    ], "the same decisions"
    assert replay.final_answer == source.final_answer
    assert any(s.reinforcement for s in before) and not any(s.reinforcement for s in after)
    assert sum(len(s.observation or "") for s in after) < sum(
        len(s.observation or "") + len(s.reinforcement) for s in before
    )


@TRANSACTIONAL
def test_a_replay_reads_tool_output_through_the_pinned_reducer(people: People, tmp_path: Any):
    source = finished(people, scenario="fix-failing-tests")
    config = replay_config(source, team_id=source.team_id, reducers=["pytest@1"])
    replay = launch_run(user=people.owner, goal=source.goal, config=config)
    replay = run_to_end(replay.pk)
    assert replay.status == Status.SUCCEEDED, replay.error
    used = {s.packet["reducer"] for s in steps(replay) if s.packet}
    newest = max((r.key for r in all_reducers() if r.name == "pytest"), key=lambda k: int(k[7:]))
    assert newest != "pytest@1"
    assert "pytest@1" in used and newest not in used
    assert newest in {s.packet["reducer"] for s in steps(source) if s.packet}


@pytest.mark.django_db
def test_only_a_finished_run_is_replayed_and_only_with_released_reducers(people: People):
    waiting = idle_run(people.owner)
    with pytest.raises(ValueError, match="only a finished run"):
        replay_config(waiting, team_id=waiting.team_id)
    Run.objects.filter(pk=waiting.pk).update(status=Status.ANSWERED)
    waiting.refresh_from_db()
    with pytest.raises(ValueError, match="unknown reducers"):
        replay_config(waiting, team_id=waiting.team_id, reducers=["pytest@99"])
    config = replay_config(waiting, team_id=waiting.team_id, reducers=["text@1"])
    assert RunConfig.model_validate(config.model_dump(mode="json")) == config
    assert config.backend.kind == "replay" and config.recorded_backend.kind == "scripted"


@TRANSACTIONAL
def test_the_run_page_replays_a_finished_run_and_compares_the_two(people: People):
    source = finished(people)
    page = client_for(people.owner).get(f"/runs/{source.pk}/").content.decode()
    assert f'action="/runs/{source.pk}/replay/"' in page
    response = client_for(people.owner).post(
        f"/runs/{source.pk}/replay/", {"reinforcement": "off", "reducers": "text@1"}
    )
    replay = Run.objects.exclude(pk=source.pk).get()
    assert response.status_code == 302
    assert response["Location"] == f"/runs/compare?a={source.pk}&b={replay.pk}"
    assert replay.config["backend"]["kind"] == "replay" and replay.config["reducers"] == ["text@1"]
    run_to_end(replay.pk)
    compared = client_for(people.owner).get(response["Location"])
    html = compared.content.decode()
    assert compared.status_code == 200
    assert "<dd data-only-a>0</dd>" in html and "<dd data-only-b>0</dd>" in html, "same calls"


@pytest.mark.django_db
def test_a_replay_is_refused_to_viewers_for_running_runs_and_unknown_reducers(people: People):
    running = idle_run(people.owner)
    viewer = User.objects.create(username="vic")
    Team.objects.get(name="alpha").members.add(viewer)
    path = f"/runs/{running.pk}/replay/"
    assert client_for(viewer).post(path, {}).status_code == 403
    refused = client_for(people.owner).post(path, {})
    assert refused.status_code == 400 and b"only a finished run" in refused.content
    Run.objects.filter(pk=running.pk).update(status=Status.ANSWERED)
    unknown = client_for(people.owner).post(path, {"reducers": "pytest@99"})
    assert unknown.status_code == 400 and b"unknown reducers" in unknown.content
    assert client_for(people.outsider).post(path, {}).status_code == 404
    assert Run.objects.count() == 1


@pytest.mark.django_db
def test_the_api_replays_a_finished_run_for_operators(people: People):
    source = idle_run(people.owner)
    path = f"/api/runs/{source.pk}/replay"
    early = post_json(api_client(people.owner), path, {})
    assert early.status_code == 422 and "only a finished run" in early.json()["detail"]
    Run.objects.filter(pk=source.pk).update(status=Status.ANSWERED)
    bad = post_json(api_client(people.owner), path, {"reinforcement": "loud"})
    assert bad.status_code == 422
    made = post_json(api_client(people.owner), path, {"reinforcement": "off", "reducers": []})
    assert made.status_code == 201
    replay = Run.objects.get(pk=made.json()["id"])
    assert (
        replay.config["backend"]
        == {"kind": "replay", "run": source.pk, "source": source.config["backend"]}
        and replay.config["reinforcement"] == "off"
    )
    assert post_json(api_client(people.outsider), path, {}).status_code == 404


@TRANSACTIONAL
def test_the_comparison_charts_the_context_each_run_read(people: People):
    """The replay without the block read less: its cumulative line ends lower, at the
    summary's totals."""
    source = finished(people)
    replay = launch_run(
        user=people.owner,
        goal=source.goal,
        config=replay_config(source, team_id=source.team_id, reinforcement="off"),
    )
    run_to_end(replay.pk)
    html = client_for(people.owner).get(f"/runs/compare?a={source.pk}&b={replay.pk}")
    figure = figures(html.content.decode())["context"]
    ends = [trace["y"][-1] for trace in figure["data"]]
    assert len(figure["data"]) == 2 and ends[0] > ends[1] > 0
    totals = re.search(r"A (\d+) · B (\d+)</dd>", html.content.decode())
    assert totals and ends == [int(totals[1]), int(totals[2])]
