"""A run's status changes only as runs.lifecycle's table allows, and only there."""

from __future__ import annotations

import ast
from itertools import product
from pathlib import Path

import pytest

from lab.services import RUN_COMPARISON
from lab.tasks import run_comparison
from runs import lifecycle
from runs.lifecycle import TRANSITIONS, IllegalTransition
from runs.models import Run, Status
from runs.queue import EXECUTE_RUN
from runs.tasks import execute_run
from tests.conftest import ROOT
from tests.web.conftest import People, idle_run

APPS = ["accounts", "artifacts", "insights", "lab", "reviews", "runs", "skills", "web", "config"]


@pytest.mark.django_db
@pytest.mark.parametrize(("before", "after"), list(product(Status, Status)))
def test_a_status_changes_only_as_the_table_allows(people: People, before: Status, after: Status):
    run = idle_run(people.owner)
    Run.objects.filter(pk=run.pk).update(status=before)
    if after in TRANSITIONS[before]:
        lifecycle.change(run.pk, after)
        assert Run.objects.get(pk=run.pk).status == after
        return
    with pytest.raises(IllegalTransition, match=f"is {before}: it cannot become {after}"):
        lifecycle.change(run.pk, after)
    assert Run.objects.get(pk=run.pk).status == before, "a refused change changes nothing"
    assert lifecycle.move(Run.objects.filter(pk=run.pk), after) == 0


def test_every_status_has_a_row_and_an_ended_run_changes_no_more():
    assert set(TRANSITIONS) == set(Status)
    for end in lifecycle.ENDS:
        assert TRANSITIONS[end] == frozenset()


def _status_writes(path: Path) -> list[int]:
    """Lines of `path` that write a run's status: `.update(status=...)` or `x.status = ...`."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        call = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        if call and node.func.attr == "update" and any(k.arg == "status" for k in node.keywords):
            lines.append(node.lineno)
        if isinstance(node, ast.Assign):
            targets = [t for t in node.targets if isinstance(t, ast.Attribute)]
            if any(t.attr == "status" and _names_a_run(t.value) for t in targets):
                lines.append(node.lineno)
    return lines


def _names_a_run(value: ast.expr) -> bool:
    return isinstance(value, ast.Name) and value.id == "run"


def test_no_module_but_lifecycle_writes_a_runs_status():
    # lab's comparisons have a status of their own: lab writes it, never a run's
    writers = {
        f"{path.relative_to(ROOT)}:{line}"
        for app in APPS
        for path in (ROOT / app).rglob("*.py")
        if "migrations" not in path.parts and path.name != "lifecycle.py"
        for line in _status_writes(path)
        if not path.is_relative_to(ROOT / "lab")
    }
    assert writers == set(), "write a run's status through runs.lifecycle"


def test_tasks_sent_by_name_are_the_tasks():
    assert execute_run.name == EXECUTE_RUN
    assert run_comparison.name == RUN_COMPARISON
