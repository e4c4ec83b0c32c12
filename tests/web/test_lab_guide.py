"""The lab guides: from the runs chosen it proposes each reducer family's newest version
against the one before and fills the form with it; the versions are grouped by family;
each result column says what it is; a chart with nothing to draw says why; an output
passed through whole shows "whole", never a negative reduction.

Tried: a scripted run (fix-failing-tests) played by the real Celery worker, its artifacts
compared in the test process (lab.services.execute) on the real database; and a stored
comparison from before the clamp, fixed by the data migration's function.
"""

from __future__ import annotations

import importlib
import re

import pytest
from django.apps import apps
from django.contrib.auth.models import User
from django.utils.html import escape

from artifacts.models import Artifact
from harness.reducers.selector import ReducerSet, all_reducers
from lab import legend, services
from lab.charts import NO_LABELS
from lab.models import Comparison, ComparisonItem
from runs.models import Run
from tests.web.conftest import People, Worker, client_for
from tests.web.test_insights import figures
from tests.web.test_lab import _named, _saved_comparison, case_files, finished, launched, zipped

pytestmark = pytest.mark.django_db(transaction=True)
CHECKED = re.compile(r'<input type="checkbox" name="reducers" value="([^"]+)"[^>]*\bchecked\b')


def newest_two(family: str) -> list[str]:
    """The family's newest version and the one before, as the default ReducerSet has it."""
    newest = ReducerSet().active[family]
    return [newest.key, f"{family}@{newest.version - 1}"]


def proposed_page(user: User, run: Run) -> str:
    response = client_for(user).get(f"/lab/?runs={run.pk}")
    assert response.status_code == 200
    return response.content.decode()


def test_from_a_run_it_proposes_each_family_newest_against_the_one_before(
    people: People, celery_worker: Worker
) -> None:
    run = finished(people.owner)
    tool_families = set(Artifact.objects.filter(run=run).values_list("family", flat=True))
    assert "pytest" in tool_families, "the scenario ran pytest"

    page = proposed_page(people.owner, run)
    proposal = re.search(r"<p class=\"notice proposal\" data-proposal>(.*?)</p>", page)
    assert proposal is not None
    sentence = proposal.group(1)
    pytest_pair = newest_two("pytest")
    assert f"Proposed for runs {run.pk}: " in sentence
    assert f"{pytest_pair[0]} against {pytest_pair[1]}" in sentence
    assert "at the default packet budget" in sentence and "because" in sentence
    # pytest output is read by pytest; process output by text, as is output of the tool
    # families no reducer names (the selector's fallback): two families, two versions each.
    assert tool_families <= {"pytest", "process", "files", "changes"}, tool_families
    checked = CHECKED.findall(page)
    assert sorted(checked) == sorted(pytest_pair + newest_two("text"))
    assert f'name="runs" value="{run.pk}"' in page
    assert re.search(r'<input type="radio" name="source" value="runs"[^>]*checked', page)
    assert '<details class="family" data-family="pytest" open>' in page
    assert '<details class="family" data-family="cargo">' in page, "not proposed: folded"

    # Submitted as proposed, it compares those columns over the run's outputs.
    data = {"source": "runs", "runs": str(run.pk), "limit": 100, "reducers": checked}
    comparison = launched(client_for(people.owner), data)
    assert comparison.reducers == checked
    shown = client_for(people.teammate).get(f"/lab/{comparison.pk}/")
    _assert_whole_not_negative(comparison, shown.content.decode())


def _assert_whole_not_negative(comparison: Comparison, page: str) -> None:
    items = list(comparison.items.all())
    results = [r for item in items for r in item.results.values()]
    assert results and all(r["reduction_ratio"] >= 0 for r in results)
    whole = [r for r in results if "passthrough" in r["packet"]["flags"]]
    assert whole, "the run has outputs small enough to pass through"
    grown = [(i, r) for i in items for r in i.results.values() if r["packet_bytes"] > i.raw_bytes]
    assert grown, "a packet header made some packet larger than its output"
    assert all(r["reduction_ratio"] == 0 for _, r in grown)
    shown_whole = page.count('<td class="reduction"><span class="whole"')
    assert shown_whole == len(whole)
    assert not re.search(r'<td class="reduction">-', page), "no negative reduction shown"


def test_another_team_s_runs_propose_nothing(people: People, celery_worker: Worker) -> None:
    run = finished(people.owner)
    page = proposed_page(people.outsider, run)
    assert f"Runs {run.pk} have no readable tool output you can see" in page
    assert CHECKED.findall(page) == [], "nothing is proposed from runs the user cannot see"


@pytest.mark.django_db
def test_the_versions_are_grouped_by_family_folded(people: People) -> None:
    text = client_for(people.owner).get("/lab/").content.decode()
    families = sorted({r.name for r in all_reducers()})
    shown = re.findall(r'<details class="family" data-family="([^"]+)">', text)
    assert shown == families, "one folded group per family, none open when none is chosen"
    pytest_group = text.split('data-family="pytest"')[1].split("</details>")[0]
    versions = sorted(r.key for r in all_reducers() if r.name == "pytest")
    assert re.findall(r'value="(pytest@\d+)"', pytest_group) == versions
    assert f"{len(versions)} versions" in pytest_group
    assert 'value="cargo@1"' not in pytest_group
    assert "/lab/?runs=3,5" in text, "the page says how to start from runs"


@pytest.mark.django_db
def test_each_column_is_explained_and_an_empty_chart_says_why(people: People) -> None:
    comparison = _saved_comparison(people.owner, summary="s")
    page = client_for(people.owner).get(f"/lab/{comparison.pk}/").content.decode()
    for heading in legend.legend():
        assert f'<th title="{escape(heading.explanation)}">{heading.name}</th>' in page
        assert f"<dt>{heading.name}</dt><dd>{escape(heading.explanation)}</dd>" in page
    assert 'class="column-legend"' in page
    assert "recall" not in figures(page), "no labels: no empty box is drawn"
    assert f'<p id="chart-recall" class="notice chart-empty" data-empty>{escape(NO_LABELS)}' in page
    assert "docs/cases.md" in NO_LABELS


@pytest.mark.django_db
def test_labelled_cases_draw_the_recall_chart(people: People) -> None:
    client = client_for(people.owner)
    upload = _named(zipped(case_files("case-a", "AssertionError")))
    data = {"source": "upload", "limit": 100, "cases": upload, "reducers": newest_two("pytest")}
    assert client.post("/lab/", data).status_code == 302
    comparison = Comparison.objects.get()
    services.execute(comparison.pk)
    page = client.get(f"/lab/{comparison.pk}/").content.decode()
    assert "chart-empty" not in page
    assert len(figures(page)["recall"]["data"]) == 2


@pytest.mark.django_db
def test_the_migration_clamps_stored_negative_reductions(people: People) -> None:
    comparison = _saved_comparison(people.owner, summary="s")
    item = ComparisonItem.objects.get(comparison=comparison)
    first, second = item.results
    item.results[first]["reduction_ratio"] = -0.75
    item.save()
    migration = importlib.import_module("lab.migrations.0002_reduction_never_negative")
    migration.clamp(apps, None)
    item.refresh_from_db()
    assert item.results[first]["reduction_ratio"] == 0.0
    assert item.results[second]["reduction_ratio"] == 0.5, "a positive one is left alone"
    page = client_for(people.owner).get(f"/lab/{comparison.pk}/").content.decode()
    assert "-0.75" not in page
