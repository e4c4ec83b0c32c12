"""A run's own packet budget: the share of a tool output its packet may take and the cap,
set at launch (the form, `packet_share`/`packet_cap` in the API, `manage.py launch`), kept
by a replay unless it sets its own, shown on the run page, and used by the run's reducers.
Real database, real tools; the run executes in the test process."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from harness.reducers import packet, selector
from harness.reducers.selector import ReducerSet
from runs.config import MAX_PACKET_CAP, RunConfig, budget_words, cap_floor
from runs.executor import execute
from runs.models import Run, Status
from runs.services import replay_config
from tests.web.conftest import People, client_for, idle_run, wait_for_run
from tests.web.test_api import api_client, post_json

SHARE, CAP = 0.5, 16_384
"""The budget the runs here are launched with: neither is a default (checked below)."""


def launch(people: People, body: dict[str, Any]) -> Any:
    return post_json(api_client(people.owner), "/api/runs", body)


def test_the_budget_here_is_not_the_default() -> None:
    assert SHARE != selector.BUDGET_SHARE and CAP != packet.DEFAULT_BUDGET
    assert cap_floor() <= CAP <= MAX_PACKET_CAP


# -- the API -----------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_api_writes_the_share_and_cap_into_the_runs_config(people: People) -> None:
    response = launch(people, {"scenario": "recovery", "packet_share": SHARE, "packet_cap": CAP})
    assert response.status_code == 201, response.content
    config = Run.objects.get(pk=response.json()["id"]).config
    assert (config["budget_share"], config["budget_cap"]) == (SHARE, CAP)
    reducers = RunConfig.model_validate(config).reducer_set()
    assert (reducers.share, reducers.budget) == (SHARE, CAP)


@pytest.mark.django_db
def test_without_them_a_run_has_the_selectors_defaults(people: People) -> None:
    response = launch(people, {"scenario": "recovery"})
    config = Run.objects.get(pk=response.json()["id"]).config
    assert (config["budget_share"], config["budget_cap"]) == (None, None)
    reducers = RunConfig.model_validate(config).reducer_set()
    assert (reducers.share, reducers.budget) == (selector.BUDGET_SHARE, packet.DEFAULT_BUDGET)
    old = {key: value for key, value in config.items() if not key.startswith("budget_")}
    assert RunConfig.model_validate(old).budget_cap is None, "a config from before still reads"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"packet_share": 0}, "packet_share: a packet's share of its output is above 0"),
        ({"packet_share": -0.1}, "packet_share: a packet's share of its output is above 0"),
        ({"packet_share": 1.5}, "and at most 1, not 1.5"),
        ({"packet_share": "0.1"}, "packet_share: Input should be a valid number"),
        ({"packet_share": True}, "packet_share: Input should be a valid number"),
        ({"packet_cap": cap_floor() - 1}, f"packet_cap: a packet cap is between {cap_floor()}"),
        ({"packet_cap": MAX_PACKET_CAP + 1}, f"and {MAX_PACKET_CAP} bytes, not 65537"),
        ({"packet_cap": "16384"}, "packet_cap: Input should be a valid integer"),
        ({"packet_cap": 2048.5}, "packet_cap: Input should be a valid integer"),
    ],
)
def test_the_api_refuses_a_bad_share_or_cap(people: People, body: dict[str, Any], said: str):
    response = launch(people, {"scenario": "recovery", **body})
    assert response.status_code == 422
    assert said in response.json()["detail"]
    assert not Run.objects.exists()


@pytest.mark.django_db
def test_a_replay_keeps_the_budget_unless_it_sets_its_own(people: People) -> None:
    source = launch(people, {"scenario": "recovery", "packet_share": SHARE, "packet_cap": CAP})
    run = Run.objects.get(pk=source.json()["id"])
    Run.objects.filter(pk=run.pk).update(status=Status.ANSWERED)
    run.refresh_from_db()
    kept = replay_config(run, team_id=run.team_id)
    assert (kept.budget_share, kept.budget_cap) == (SHARE, CAP)

    client = api_client(people.owner)
    replayed = post_json(client, f"/api/runs/{run.pk}/replay", {"packet_cap": 2048})
    assert replayed.status_code == 201, replayed.content
    config = Run.objects.get(pk=replayed.json()["id"]).config
    assert (config["budget_share"], config["budget_cap"]) == (SHARE, 2048)
    refused = post_json(client, f"/api/runs/{run.pk}/replay", {"packet_share": 2})
    assert refused.status_code == 422
    assert "packet_share: a packet's share of its output is above 0" in refused.json()["detail"]

    form = {"reinforcement": "", "reducers": "", "packet_share": "25", "packet_cap": ""}
    page = client_for(people.owner).post(f"/runs/{run.pk}/replay/", form)
    assert page.status_code == 302
    config = Run.objects.order_by("-pk").first().config  # type: ignore[union-attr]
    assert (config["budget_share"], config["budget_cap"]) == (0.25, CAP)


# -- the form ----------------------------------------------------------------------------

FORM = {
    "source": "scenario",
    "scenario": "recovery",
    "delay": "0",
    "channel": "react",
    "max_steps": "8",
    "termination": "last_tool",
}


@pytest.mark.django_db
def test_the_form_shows_the_defaults_and_launches_with_a_budget(people: People) -> None:
    page = client_for(people.owner).get("/runs/new/").content.decode()
    assert "Packet share of output, %" in page and "Packet cap, bytes" in page
    assert f'placeholder="{selector.BUDGET_SHARE * 100:g}"' in page
    assert f'placeholder="{packet.DEFAULT_BUDGET}"' in page
    assert f"{cap_floor()} to {MAX_PACKET_CAP}; empty: {packet.DEFAULT_BUDGET}" in page

    posted = FORM | {"packet_share": "12.5", "packet_cap": str(CAP)}
    response = client_for(people.owner).post("/runs/new/", posted)
    assert response.status_code == 302, response.context["form"].errors
    config = Run.objects.get().config
    assert (config["budget_share"], config["budget_cap"]) == (0.125, CAP)
    assert client_for(people.owner).post("/runs/new/", FORM).status_code == 302
    assert Run.objects.order_by("-pk")[0].config["budget_cap"] is None


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("packet_share", "0", "a share is above 0 % and at most 100 %, not 0 %"),
        ("packet_share", "150", "a share is above 0 % and at most 100 %, not 150 %"),
        ("packet_share", "ten", "Enter a number."),
        ("packet_cap", str(cap_floor() - 1), f"greater than or equal to {cap_floor()}"),
        ("packet_cap", str(MAX_PACKET_CAP + 1), f"less than or equal to {MAX_PACKET_CAP}"),
        ("packet_cap", "4k", "Enter a whole number."),
    ],
)
def test_the_form_refuses_a_bad_share_or_cap(
    people: People, field: str, value: str, said: str
) -> None:
    response = client_for(people.owner).post("/runs/new/", FORM | {field: value})
    assert response.status_code == 400
    assert said in response.context["form"].errors[field][0]
    assert not Run.objects.exists()


# -- the command ------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_launch_command_takes_a_share_and_cap(people: People) -> None:
    args = ["--scenario", "recovery", "--user", "alice", "--json"]
    out = StringIO()
    call_command("launch", *args, "--packet-share", "0.5", "--packet-cap", str(CAP), stdout=out)
    config = Run.objects.get(pk=json.loads(out.getvalue())["id"]).config
    assert (config["budget_share"], config["budget_cap"]) == (SHARE, CAP)
    with pytest.raises(CommandError, match=f"packet_cap: a packet cap is between {cap_floor()}"):
        call_command("launch", *args, "--packet-cap", "10", stdout=StringIO())


# -- a run -------------------------------------------------------------------------------


def big_file_scenario(folder: Path) -> Path:
    """A scenario that reads a file too big to pass through whole: its packet is budgeted."""
    workspace = folder / "workspace"
    workspace.mkdir()
    size = 2 * max(selector.PASSTHROUGH_FAMILY["files"], selector.PASSTHROUGH_BELOW)
    lines, n = [], 0
    while sum(map(len, lines)) < size:
        lines.append(f"2026-11-28 03:{n // 60 % 60:02d}:{n % 60:02d} INFO worker {n}: step done\n")
        n += 1
    (workspace / "worker.log").write_text("".join(lines))
    scenario = {
        "name": "reads-a-big-log",
        "description": "Read a long log, then answer.",
        "goal": "What does the log say?",
        "workspace": "workspace",
        "tools": ["read_file"],
        "policy": {"escalation": "off"},
        "turns": [
            {"thought": "Read it.", "tool": "read_file", "input": {"path": "worker.log"}},
            {"thought": "Read.", "final_answer": "every step is done"},
        ],
    }
    path = folder / "reads-a-big-log.yaml"
    path.write_text(json.dumps(scenario))  # YAML reads JSON
    return path


@pytest.mark.timeout(120)
@pytest.mark.django_db(transaction=True)
def test_a_launched_runs_packets_are_made_to_its_budget(
    people: People, settings: Any, tmp_path: Path
) -> None:
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    body = {"scenario": str(big_file_scenario(tmp_path)), "packet_share": SHARE, "packet_cap": CAP}
    response = launch(people, body)
    assert response.status_code == 201, response.content
    run_id = response.json()["id"]
    execute(run_id, owner="this test")  # unless a worker of an earlier test's took it
    run = wait_for_run(run_id)
    assert run.status == Status.ANSWERED, run.error

    made = run.steps.get(index=0).packet
    assert made is not None and not made["reducer"].startswith("passthrough@")
    expected = ReducerSet(share=SHARE, budget=CAP).budget_for(made["raw_bytes"])
    default = ReducerSet().budget_for(made["raw_bytes"])
    assert made["budget"] == expected != default
    assert made["packet_bytes"] <= expected

    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert f"<span data-packet-budget>{budget_words(SHARE, CAP)}</span>" in page
    assert budget_words(SHARE, CAP) == "50 %, cap 16 KB"
    assert f'<span data-budget="{expected}">of {expected} B</span>' in page


@pytest.mark.django_db
def test_the_run_page_says_the_default_budget_and_the_pinned_reducers(people: People) -> None:
    run = idle_run(people.owner)
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    default = budget_words(None, None)
    assert f"<span data-packet-budget>{default}</span>" in page and "(default)" in default
    assert "<dt>reducers</dt><dd>the newest · " in page
    Run.objects.filter(pk=run.pk).update(config=run.config | {"reducers": ["pytest@1"]})
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert "<code data-reducer>pytest@1</code>" in page
