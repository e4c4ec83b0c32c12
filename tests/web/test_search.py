"""Search across runs (runs/search): on the run list and `GET /api/runs?q=`, on SQLite's
FTS5 tables and PostgreSQL's tsvector index (this module is in DATASTORE).

What was tried: a word in each indexed field, and in a goal; every filter, each with a
step that passes and one that does not; a phrase against the same words apart; a goal
and an observation holding <script>; a hit's link followed to its step; another team's
run holding the same word; queries with unbalanced quotes, FTS5 and tsquery operators,
SQL, no words, 10 kB; 30 hits over two pages; a step changed and a run deleted after
they were indexed.
"""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client
from django.utils import timezone

from accounts.models import Team
from accounts.services import team_for
from runs.models import Approval, Run, Status, Step
from tests.web.conftest import People, client_for, scripted
from tests.web.test_gate_tables import migrate_to

pytestmark = pytest.mark.django_db
DATA = Path(__file__).parent / "data" / "search"
FIELDS: dict[str, dict[str, Any]] = json.loads((DATA / "fields.json").read_text())
"""A step per indexed field, each with the word `zanzibar` in that field alone."""
HOSTILE: dict[str, Any] = json.loads((DATA / "hostile.json").read_text())


def make_run(owner: User, goal: str = "a run", **fields: Any) -> Run:
    config = scripted("recovery").model_dump(mode="json")
    backend = {key: fields.pop(key) for key in ("model", "endpoint") if key in fields}
    if backend:  # as a model run's config has them
        config["backend"] = {"kind": "openai", "base_url": "http://m.internal/v1"} | backend
    return Run.objects.create(
        team=fields.pop("team", None) or team_for(owner),
        created_by=owner,
        goal=goal,
        config=config,
        **fields,
    )


def make_step(run: Run, **fields: Any) -> Step:
    index = fields.pop("index", run.steps.count())
    return Step.objects.create(run=run, index=index, **fields)


def api(client: Client, **params: Any) -> Any:
    response = client.get("/api/runs", params)
    assert response.status_code == 200, response.content
    return response.json()


def hits_of(client: Client, q: str, **params: Any) -> list[tuple[int, int]]:
    """(run, step) of each hit the API gives, checked against the page's."""
    found = [(hit["run"], hit["step"]) for hit in api(client, q=q, **params)["hits"]]
    page = client.get("/runs/", {"q": q, **params}).content.decode()
    on_page = [(int(run), int(step)) for run, step in re.findall(r'data-hit="(\d+):(\d+)"', page)]
    assert on_page == found
    return found


# -- what is indexed ---------------------------------------------------------------------


@pytest.mark.parametrize("field", FIELDS)
def test_it_finds_a_word_in_each_field_of_a_step(people: People, field: str) -> None:
    run = make_run(people.owner)
    make_step(run, thought="nothing here")
    make_step(run, **FIELDS[field])
    client = client_for(people.teammate)
    assert hits_of(client, "Zanzibar") == [(run.pk, 1)]
    [hit] = api(client, q="zanzibar")["hits"]
    assert hit["field"] == field and "<mark>zanzibar</mark>" in hit["snippet"]


def test_it_finds_runs_by_their_goal(people: People) -> None:
    wanted = make_run(people.owner, goal="Restart the ZANZIBAR cluster")
    make_run(people.owner, goal="restart the other one")
    body = api(client_for(people.owner), q="zanzibar")
    assert [run["id"] for run in body["runs"]] == [wanted.pk] and body["hits"] == []
    page = client_for(people.owner).get("/runs/", {"q": "zanzibar"}).content.decode()
    assert re.findall(r'data-run="(\d+)"', page) == [str(wanted.pk)]


def test_a_snippet_shows_json_text_as_written(people: People) -> None:
    run = make_run(people.owner)
    make_step(run, action_tool="write_file", action_arguments={"path": "caf\u00e9/zanzibar.txt"})
    [hit] = api(client_for(people.owner), q="zanzibar")["hits"]
    assert hit["snippet"] == (
        "write_file {&quot;path&quot;: &quot;caf\u00e9/<mark>zanzibar</mark>.txt&quot;}"
    )


def test_punctuation_separates_words_as_the_index_does(people: People) -> None:
    run = make_run(people.owner)
    make_step(run, action_tool="write_file", action_arguments={"path": "src/app.py"})
    client = client_for(people.owner)
    for q in ["write", "write_file", '"write file"', "app", "src/app.py", '"app py"']:
        assert hits_of(client, q) == [(run.pk, 0)], q


def test_a_phrase_needs_its_words_together_and_in_order(people: People) -> None:
    run = make_run(people.owner)
    make_step(run, observation="connection refused by the host")
    make_step(run, observation="refused: no connection")
    client = client_for(people.owner)
    assert hits_of(client, '"connection refused"') == [(run.pk, 0)]
    assert hits_of(client, "connection refused") == [(run.pk, 1), (run.pk, 0)]
    assert hits_of(client, '"refused connection"') == []


def test_the_index_follows_a_changed_step_and_a_deleted_run(people: People) -> None:
    run = make_run(people.owner)
    make_step(run, observation="first zanzibar")
    Step.objects.filter(run=run).update(observation="then timbuktu")
    client = client_for(people.owner)
    assert hits_of(client, "zanzibar") == [] and hits_of(client, "timbuktu") == [(run.pk, 0)]
    run.delete()
    assert hits_of(client, "timbuktu") == []


BLOCK = "[run state]\ngoal: find the zanzibar bug\nstatus: step 1"
"""A reinforcement block as the sink appends it: the goal again, in every step."""


def test_the_reinforcement_block_is_not_searched_the_tool_output_is(people: People) -> None:
    """Tried: a goal word that the block appended to each observation repeats. It finds
    the run by its goal, and no step; the tool's own words still find theirs, also after
    the block is changed and once a step's observation merely ends like a block."""
    run = make_run(people.owner, goal="find the zanzibar bug")
    make_step(run, observation=f"timbuktu output\n\n{BLOCK}", reinforcement=BLOCK)
    make_step(run, observation=f"zanzibar in the output\n\n{BLOCK}", reinforcement=BLOCK)
    client = client_for(people.owner)
    assert hits_of(client, "timbuktu") == [(run.pk, 0)]
    assert hits_of(client, "zanzibar") == [(run.pk, 1)], "step 0 matched only its block"
    assert [found["id"] for found in api(client, q="zanzibar")["runs"]] == [run.pk]
    Step.objects.filter(run=run, index=0).update(reinforcement="")  # the block is text now
    assert hits_of(client, "zanzibar") == [(run.pk, 1), (run.pk, 0)]


def test_hits_come_newest_run_first_each_run_latest_step_first(people: People) -> None:
    older, newer = make_run(people.owner), make_run(people.owner)
    for run in (older, newer, older):  # the older run's step 1 is written last
        make_step(run, observation="zanzibar")
    client = client_for(people.owner)
    assert hits_of(client, "zanzibar") == [(newer.pk, 0), (older.pk, 1), (older.pk, 0)]


@pytest.mark.django_db(transaction=True)  # migrations run outside a test's transaction
def test_the_migration_indexes_the_steps_already_written_and_undoes_itself(
    people: People,
) -> None:
    run = make_run(people.owner, goal="the zanzibar goal")
    make_step(run, observation="zanzibar before the index")
    make_step(run, observation=f"timbuktu\n\n{BLOCK}", reinforcement=BLOCK)
    migrate_to(("runs", "0013_costs"))
    try:
        assert not {"runs_step_search", "runs_run_search"} & set(
            connection.introspection.table_names()
        )
        assert "search_document" not in _columns("runs_step")
    finally:
        migrate_to()
    body = api(client_for(people.owner), q="zanzibar")
    assert [r["id"] for r in body["runs"]] == [run.pk]
    assert [(hit["run"], hit["step"]) for hit in body["hits"]] == [(run.pk, 0)]


def _columns(table: str) -> set[str]:
    with connection.cursor() as cursor:
        return {c.name for c in connection.introspection.get_table_description(cursor, table)}


# -- filters -----------------------------------------------------------------------------


def _pair(people: People, passes: dict[str, Any], fails: dict[str, Any]) -> tuple[Run, Run]:
    """Two runs, each with one step holding `needle`: the first should pass the filter."""
    made = []
    for fields in (passes, fails):
        step_fields = {key: fields.pop(key) for key in list(fields) if key.startswith("step_")}
        run = make_run(people.owner, goal="needle run", **fields)
        make_step(run, observation="needle", **{k[5:]: v for k, v in step_fields.items()})
        made.append(run)
    return made[0], made[1]


CHECK = {"argv": ["pytest"], "passed": True, "exit_status": 0, "error": None}
CHECK |= {"artifact_id": None, "raw_bytes": 0, "summary": "", "packet": None, "latency": 0.1}
RUN_FILTERS = {
    "status": ({"status": Status.FAILED}, {"status": Status.SUCCEEDED}, "failed"),
    "reason": ({"stopped_reason": "max_steps"}, {"stopped_reason": "final_answer"}, "max_steps"),
    "check": ({"check_result": CHECK | {"passed": False}}, {"check_result": CHECK}, "failed"),
    "model": ({"model": "big-model"}, {"model": "small-model"}, "big-model"),
    "endpoint": (
        {"model": "m", "endpoint": "lab"},
        {"model": "m", "endpoint": "prod"},
        "lab",
    ),
    "tool": ({"step_action_tool": "write_file"}, {"step_action_tool": "read_file"}, "write_file"),
    "error": ({"step_is_error": True}, {"step_is_error": False}, "yes"),
}


@pytest.mark.parametrize("name", RUN_FILTERS)
def test_each_filter_narrows_the_hits_and_the_runs(people: People, name: str) -> None:
    passes, fails, value = RUN_FILTERS[name]
    wanted, other = _pair(people, dict(passes), dict(fails))
    client = client_for(people.owner)
    assert hits_of(client, "needle", **{name: value}) == [(wanted.pk, 0)]
    assert sorted(hits_of(client, "needle")) == [(wanted.pk, 0), (other.pk, 0)]
    body = api(client, q="needle", **{name: value})
    assert [run["id"] for run in body["runs"]] == [wanted.pk]
    without_search = api(client, **{name: value})
    assert [run["id"] for run in without_search["runs"]] == [wanted.pk]


def test_the_error_filter_counts_a_reply_that_could_not_be_read(people: People) -> None:
    wanted, _ = _pair(people, {"step_parse_error": "no Action line"}, {})
    assert hits_of(client_for(people.owner), "needle", error="yes") == [(wanted.pk, 0)]


def test_the_decision_filter_finds_the_rejected_call(people: People) -> None:
    rejected, approved = _pair(people, {"step_action_tool": "write_file"}, {})
    for run, status in [(rejected, "rejected"), (approved, "approved")]:
        Approval.objects.create(
            run=run,
            call_id=f"c{run.pk}",
            step_index=0,
            kind="gate",
            tool="write_file",
            arguments={},
            reason="writes",
            status=status,
        )
    client = client_for(people.owner)
    assert hits_of(client, "needle", decision="rejected", tool="write_file") == [(rejected.pk, 0)]
    assert hits_of(client, "needle", decision="approved") == [(approved.pk, 0)]


def test_the_date_filters_take_whole_days(people: People) -> None:
    old, new = _pair(people, {}, {})
    Run.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=10))
    today = timezone.now().date()
    client = client_for(people.owner)
    assert hits_of(client, "needle", since=str(today)) == [(new.pk, 0)]
    assert hits_of(client, "needle", until=str(today - timedelta(days=1))) == [(old.pk, 0)]
    assert len(hits_of(client, "needle", since="not a day", until="2026-13-45")) == 2


def test_a_nul_in_a_filter_is_dropped(people: People) -> None:
    wanted, _ = _pair(people, {"model": "big", "step_action_tool": "grep"}, {})
    client = client_for(people.owner)
    assert hits_of(client, "needle\x00", model="big\x00", tool="\x00grep") == [(wanted.pk, 0)]


def test_the_team_filter_picks_one_of_my_teams_and_no_other(people: People) -> None:
    mine = make_run(people.owner, goal="needle")
    second = Team.objects.create(name="gamma")
    second.members.add(people.owner)
    theirs = make_run(people.outsider, goal="needle")
    in_second = make_run(people.owner, goal="needle", team=second)
    client = client_for(people.owner)
    ids = [run["id"] for run in api(client, q="needle", team=second.pk)["runs"]]
    assert ids == [in_second.pk]
    outsider_team = team_for(people.outsider).pk
    ids = [run["id"] for run in api(client, q="needle", team=outsider_team)["runs"]]
    assert ids == [in_second.pk, mine.pk] and theirs.pk not in ids  # ignored, not widened
    assert 'name="team"' in client.get("/runs/").content.decode()  # two teams: the select


# -- snippets and links ------------------------------------------------------------------


def test_the_snippet_is_escaped_then_marked(people: People) -> None:
    run = make_run(people.owner, goal=HOSTILE["goal"])
    make_step(run, observation=HOSTILE["observation"])
    client = client_for(people.owner)
    [hit] = api(client, q="kaboom")["hits"]
    assert "<mark>kaboom</mark>" in hit["snippet"] and "<script" not in hit["snippet"]
    assert "alert(&#x27;tool&#x27;)&lt;/script&gt;" in hit["snippet"]  # cut: 40 chars before
    assert "&lt;img src=x onerror=alert(1)&gt;" in hit["snippet"]
    page = client.get("/runs/", {"q": "kaboom outage"}).content.decode()
    assert "<script>alert" not in page and "<img src=x" not in page
    assert page.count("<mark>") == 0  # the step has kaboom but not outage: no hit
    page = client.get("/runs/", {"q": "kaboom"}).content.decode()
    snippet = re.search(r'<p class="snippet">(.*?)</p>', page, re.S)
    assert snippet and snippet.group(1) == hit["snippet"]
    assert "&lt;script&gt;alert(&#x27;goal&#x27;)" in page


def test_a_hit_links_to_its_step(people: People) -> None:
    run = make_run(people.owner)
    for index in range(120):
        make_step(run, index=index, thought=f"step {index}", observation="plain")
    Step.objects.filter(run=run, index=77).update(observation="the zanzibar error")
    client = client_for(people.owner)
    [hit] = api(client, q="zanzibar")["hits"]
    assert hit["url"] == f"/runs/{run.pk}/?step=77#step-77"
    page = client.get("/runs/", {"q": "zanzibar"}).content.decode()
    assert f'href="/runs/{run.pk}/?step=77#step-77"' in page
    step_page = client.get(hit["url"]).content.decode()
    assert 'id="step-77"' in step_page and "the zanzibar error" in step_page


# -- team scoping ------------------------------------------------------------------------


def test_another_teams_run_never_appears(people: People) -> None:
    mine = make_run(people.owner, goal="zanzibar here")
    make_step(mine, observation="zanzibar")
    theirs = make_run(people.outsider, goal="zanzibar there")
    make_step(theirs, observation="zanzibar")
    for user, run in [(people.teammate, mine), (people.outsider, theirs)]:
        client = client_for(user)
        body = api(client, q="zanzibar")
        assert [r["id"] for r in body["runs"]] == [run.pk]
        assert hits_of(client, "zanzibar") == [(run.pk, 0)]
        page = client.get("/runs/", {"q": "zanzibar"}).content.decode()
        other = theirs if run == mine else mine
        assert f"/runs/{other.pk}/" not in page and f'data-run="{other.pk}"' not in page


# -- what a person may type --------------------------------------------------------------


def test_operators_quotes_and_sql_are_plain_words(people: People) -> None:
    run = make_run(people.owner)
    make_step(run, observation=HOSTILE["observation"])
    client = client_for(people.owner)
    for q in HOSTILE["find_it"]:
        assert hits_of(client, q) == [(run.pk, 0)], q
    for q in HOSTILE["find_nothing"]:
        assert hits_of(client, q) == [], q
    assert Step.objects.count() == 1


def test_a_query_without_words_or_too_long_says_so(people: People) -> None:
    client = client_for(people.owner)
    make_run(people.owner, goal="zanzibar")
    for q in [*HOSTILE["no_words"], "zanzibar " * 1200, " ".join(f"w{n}" for n in range(17))]:
        page = client.get("/runs/", {"q": q})
        assert page.status_code == 200
        problem = re.search(r'<p class="problem" role="alert">(.*?)</p>', page.content.decode())
        assert problem, q[:40]
        response = client.get("/api/runs", {"q": q})
        assert response.status_code == 422 and response.json()["detail"].startswith("q: ")
    empty = client.get("/runs/", {"q": "  "}).content.decode()
    assert 'class="problem"' not in empty and "data-run=" in empty
    assert api(client, q="")["hits"] is None


def test_the_hits_come_a_page_at_a_time(people: People) -> None:
    run = make_run(people.owner)
    for index in range(30):
        make_step(run, index=index, observation=f"zanzibar {index}")
    client = client_for(people.owner)
    first, second = hits_of(client, "zanzibar"), hits_of(client, "zanzibar", hit_page=2)
    assert first == [(run.pk, index) for index in range(29, 4, -1)]
    assert second == [(run.pk, index) for index in range(4, -1, -1)]
    assert api(client, q="zanzibar")["more_hits"] is True
    assert api(client, q="zanzibar", hit_page=2)["more_hits"] is False
    page = client.get("/runs/", {"q": "zanzibar"}).content.decode()
    assert "hit_page=2" in page and "steps page 1" in page
    assert hits_of(client, "zanzibar", hit_page=3) == []
    assert client.get("/runs/", {"q": "zanzibar", "hit_page": "9" * 30}).status_code == 200
