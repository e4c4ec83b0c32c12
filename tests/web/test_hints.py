"""Tool hints: a run that opts in gets, in its instructions, what the team's runs showed.

The past runs are real: three runs of fix-failing-tests played with real
tools by the executor; the hinted run is a fourth, and its RunStarted event
is where the hint is recorded.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.utils.html import escape

from accounts.services import team_for
from harness.config import AgentConfig
from harness.learning import HINT_START
from runs.executor import execute
from runs.models import Run, RunEvent, Status
from runs.services import replay_config
from skills.hints import hinted
from tests.web.conftest import People, client_for, scripted

FIX_TOOLS = ["list_dir", "read_file", "write_file", "run_command", "run_tests"]
"""The tools fix-failing-tests offers."""


def fix_run(user: User, *, hints: bool = False) -> Run:
    config = scripted("fix-failing-tests", hints=hints)
    run = Run.objects.create(team=team_for(user), created_by=user, goal="fix",
                             config=config.model_dump(mode="json"))  # fmt: skip
    execute(run.pk, owner="test")
    run.refresh_from_db()
    assert run.status == Status.SUCCEEDED, run.error
    return run


def instructions(run: Run) -> str:
    started: dict[str, Any] = RunEvent.objects.get(run=run, type="run_started").data
    return str(started["config"]["instructions"])


def expected_hint(run_id: int, team_id: int) -> str:
    config = hinted(AgentConfig(), run_id=run_id, team_id=team_id,
                    goal="Make every test pass", tools=FIX_TOOLS)  # fmt: skip
    return config.instructions


@pytest.mark.django_db(transaction=True)
def test_a_run_with_hints_on_has_them_in_its_instructions_and_on_its_page(people: People):
    team = team_for(people.owner).pk
    for _ in range(3):
        fix_run(people.owner)
    # The run's id seeds the draw: the hint it will get can be worked out before it starts.
    upcoming = Run.objects.order_by("-pk").values_list("pk", flat=True)[0] + 1
    hint = expected_hint(upcoming, team)
    assert hint == expected_hint(upcoming, team), "the same seed, the same hint"
    assert hint.startswith(f"{HINT_START}3 past fix-tests runs")
    assert "run_tests (C=0.88)" in hint  # 6 calls, all ok: Beta(7, 1)

    hinted_run = fix_run(people.owner, hints=True)
    assert hinted_run.pk == upcoming
    assert instructions(hinted_run) == hint
    page = client_for(people.teammate).get(f"/runs/{hinted_run.pk}/").content.decode()
    assert "data-hints" in page
    assert escape(hint.splitlines()[0]) in page

    plain = fix_run(people.owner)
    assert HINT_START not in instructions(plain)
    assert "data-hints" not in client_for(people.owner).get(f"/runs/{plain.pk}/").content.decode()

    # A replay reads the hint its source read, not a new draw over (now five) past runs.
    config = replay_config(hinted_run, team_id=hinted_run.team_id).model_dump(mode="json")
    replay = Run.objects.create(team_id=team, created_by=people.owner, goal="fix", config=config)
    execute(replay.pk, owner="test")
    assert instructions(replay) == hint


@pytest.mark.django_db(transaction=True)
def test_a_team_without_past_runs_gets_no_hint(people: People):
    run = fix_run(people.owner, hints=True)
    assert instructions(run) == ""
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert "none learned yet" in page


@pytest.mark.django_db(transaction=True)
def test_other_teams_runs_do_not_make_its_hints(people: People):
    for _ in range(3):
        fix_run(people.outsider)
    assert HINT_START not in instructions(fix_run(people.owner, hints=True))


@pytest.mark.django_db
def test_the_launch_form_offers_hints_and_records_the_choice(people: People):
    client = client_for(people.owner)
    assert "Tool hints learned from past runs" in client.get("/runs/new/").content.decode()
    form = {"source": "scenario", "scenario": "recovery", "delay": "0", "channel": "react",
            "max_steps": "8", "termination": "last_tool", "hints": "on"}  # fmt: skip
    assert client.post("/runs/new/", form).status_code == 302
    assert Run.objects.get().config["hints"] is True
    form.pop("hints")
    assert client.post("/runs/new/", form).status_code == 302
    assert Run.objects.order_by("-pk").first().config["hints"] is False  # type: ignore[union-attr]
