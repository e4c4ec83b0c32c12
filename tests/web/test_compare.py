"""The run diff: the alignment on step lists, then /runs/compare on scripted runs.

The runs are real: scenario files whose differences are known in advance, executed
through the harness by the executor, as a worker would.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client

from runs.compare import Segment, compare, diff_text
from runs.executor import execute
from runs.models import Run, Status, Step
from tests.web.conftest import People, client_for, idle_run

# The executor renews its lease from a thread: the rows it writes must be committed.
TRANSACTIONAL = pytest.mark.django_db(transaction=True)

HEADER = """\
name: {name}
description: a run for the diff tests
goal: Work out 1 + 2 and 3 * 4 with the calculator.
tools: [calculator, read_file]
turns:
"""
ADD = """\
  - thought: Add first.
    tool: calculator
    input: {expression: 1 + 2}
"""
MULTIPLY = """\
  - thought: Then multiply.
    tool: calculator
    input: {{expression: 3 * {factor}}}
  - final_answer: 3 and {product}
"""
DETOUR = """\
  - thought: <script>alert(1)</script> look at the notes.
    tool: read_file
    input: {path: notes.txt}
"""


@dataclass(frozen=True)
class Facts:
    """A step as compare() reads it, built by hand."""

    index: int
    action_tool: str = ""
    action_arguments: Any = None
    thought: str = ""
    observation: str | None = None
    packet: Any = None
    reinforcement: str = ""
    is_error: bool = False
    final_answer: str | None = None
    parse_error: str | None = None

    @property
    def observation_text(self) -> str:
        return self.observation or ""


def _calls(*calls: tuple[str, dict[str, Any]]) -> list[Facts]:
    return [
        Facts(index=i, action_tool=tool, action_arguments=args, observation=f"{tool} done")
        for i, (tool, args) in enumerate(calls)
    ]


def test_it_aligns_an_inserted_step_as_a_gap_and_a_changed_argument_as_a_pair():
    a = _calls(("run_tests", {}), ("read_file", {"path": "a.py"}), ("write_file", {"path": "a.py"}))
    a.append(Facts(index=3, final_answer="fixed"))
    b = _calls(
        ("run_tests", {}),
        ("list_dir", {"path": "."}),  # the extra step, in the middle
        ("read_file", {"path": "b.py"}),  # the same tool, another argument
        ("write_file", {"path": "a.py"}),
    )
    b.append(Facts(index=4, final_answer="fixed"))
    rows = compare(a, b).rows
    assert [(r.kind, _index(r.a), _index(r.b)) for r in rows] == [
        ("same", 0, 0),
        ("only_b", None, 1),
        ("changed", 1, 2),
        ("same", 2, 3),
        ("same", 3, 4),
    ]
    assert rows[2].changed_fields == ["action"]


def test_it_pairs_runs_of_equal_length_by_index_even_where_the_tools_differ():
    a = _calls(("calculator", {"expression": "1"}), ("read_file", {"path": "x"}))
    b = _calls(("calculator", {"expression": "1"}), ("web_search", {"query": "x"}))
    summary = compare(a, b).summary
    assert (summary.same, summary.changed, summary.only_a, summary.only_b) == (1, 1, 0, 0)


def test_it_leaves_out_the_steps_one_run_lacks_at_either_end():
    a = _calls(("a", {}), ("b", {}), ("c", {}))
    b = _calls(("b", {}))
    rows = compare(a, b).rows
    assert [r.kind for r in rows] == ["only_a", "same", "only_a"]
    summary = compare(a, b).summary
    assert summary.aligned == 1 and summary.only_a == 2
    assert summary.context_chars_a == 3 * len("a done")


def test_it_diffs_text_by_words_and_keeps_both_sides_whole():
    diff = diff_text("observation", "the result is 12 today", "the result is 15 today")
    assert diff.changed
    assert diff.left == (
        Segment("equal", "the result is "),
        Segment("delete", "12"),
        Segment("equal", " today"),
    )
    assert "".join(s.text for s in diff.right) == "the result is 15 today"
    assert [s.kind for s in diff.right] == ["equal", "insert", "equal"]


def test_it_does_not_count_artifact_ids_as_a_difference():
    a = "[art_01M7ZWS708GSF2KQ2W2P2S8Z5T pytest@2 1429B]\n5 passed"
    b = "[art_01M7ZWS8GHQ3E5DWRHY1CQ0R2B pytest@2 1429B]\n5 passed"
    diff = diff_text("observation", a, b)
    assert not diff.changed
    assert "".join(s.text for s in diff.right) == b, "each side shows its own id"


def test_it_compares_packets_without_their_artifact_ids():
    packet = {"artifact_id": "art_1", "reducer": "pytest@2", "fields": {"failed": 2}}
    a = [Facts(index=0, action_tool="run_tests", action_arguments={}, packet=packet)]
    same = [Facts(index=0, action_tool="run_tests", action_arguments={},
                  packet=packet | {"artifact_id": "art_2"})]  # fmt: skip
    other = [Facts(index=0, action_tool="run_tests", action_arguments={},
                   packet=packet | {"fields": {"failed": 0}})]  # fmt: skip
    assert compare(a, same).rows[0].kind == "same"
    assert compare(a, other).rows[0].changed_fields == ["packet"]


def _index(step: Any) -> int | None:
    return None if step is None else step.index


# --- the page, on real runs ----------------------------------------------------------


def _scripted_run(owner: User, folder: Path, name: str, turns: str) -> Run:
    """A scenario file with these turns, executed to its end."""
    path = folder / f"{name}.yaml"
    path.write_text(HEADER.format(name=name) + turns)
    run = idle_run(owner, scenario=str(path))
    execute(run.pk, owner="test")
    run.refresh_from_db()
    assert run.status == Status.ANSWERED, run.error
    return run


@pytest.fixture
def scenario_dir(tmp_path: Path, settings: Any) -> Path:
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    return tmp_path


def _page(client: Client, a: Run, b: Run) -> str:
    response = client.get("/runs/compare", {"a": a.pk, "b": b.pk})
    assert response.status_code == 200
    return response.content.decode()


@TRANSACTIONAL
def test_it_finds_nothing_changed_between_two_runs_of_one_scenario(
    people: People, scenario_dir: Path
):
    turns = ADD + MULTIPLY.format(factor=4, product=12)
    first = _scripted_run(people.owner, scenario_dir, "twice", turns)
    second = _scripted_run(people.owner, scenario_dir, "twice", turns)
    page = _page(client_for(people.teammate), first, second)
    assert page.count('data-kind="same"') == 3 and 'data-kind="changed"' not in page
    assert "<dd data-aligned>3</dd>" in page and "<dd data-changed>0</dd>" in page
    assert "diff-ins" not in page and "diff-del" not in page


@TRANSACTIONAL
def test_it_shows_an_extra_step_and_a_changed_argument(people: People, scenario_dir: Path):
    plain = _scripted_run(
        people.owner, scenario_dir, "plain", ADD + MULTIPLY.format(factor=4, product=12)
    )
    detour = _scripted_run(
        people.owner, scenario_dir, "detour", ADD + DETOUR + MULTIPLY.format(factor=5, product=15)
    )
    response = client_for(people.owner).get("/runs/compare", {"a": plain.pk, "b": detour.pk})
    rows = response.context["comparison"].rows
    assert [(r.kind, _index(r.a), _index(r.b)) for r in rows] == [
        ("same", 0, 0),
        ("only_b", None, 1),
        ("changed", 1, 2),
        ("changed", 2, 3),
    ]
    assert rows[1].b.tool == "read_file"
    assert {"action", "observation"} <= set(rows[2].changed_fields)
    assert rows[3].changed_fields == ["outcome"]
    page = response.content.decode()
    assert '<del class="diff-del">4</del>' in page and '<ins class="diff-ins">5</ins>' in page
    assert '<del class="diff-del">12</del>' in page and '<ins class="diff-ins">15</ins>' in page
    assert "<dd data-only-b>1</dd>" in page and "<dd data-changed>2</dd>" in page


@TRANSACTIONAL
def test_it_escapes_a_thought_that_holds_markup(people: People, scenario_dir: Path):
    plain = _scripted_run(
        people.owner, scenario_dir, "plain", ADD + MULTIPLY.format(factor=4, product=12)
    )
    detour = _scripted_run(
        people.owner, scenario_dir, "detour", ADD + DETOUR + MULTIPLY.format(factor=4, product=12)
    )
    page = _page(client_for(people.owner), plain, detour)
    assert "<script>alert(1)</script>" not in page
    assert '<ins class="diff-ins">&lt;script&gt;alert(1)&lt;/script&gt; look at the notes.' in page


@pytest.mark.django_db
def test_it_escapes_markup_inside_a_changed_word(people: People):
    a, b = idle_run(people.owner), idle_run(people.owner)
    Step.objects.create(run=a, index=0, thought="calm", action_tool="t")
    Step.objects.create(run=b, index=0, thought='<img src=x onerror="alert(2)">', action_tool="t")
    page = _page(client_for(people.owner), a, b)
    assert "<img" not in page and "&lt;img src=x onerror=&quot;alert(2)&quot;&gt;" in page


@pytest.mark.django_db
def test_it_shows_the_compare_form_on_the_run_page(people: People):
    run, other = idle_run(people.owner, goal="first"), idle_run(people.owner, goal="second")
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert 'action="/runs/compare"' in page and f'name="a" value="{run.pk}"' in page
    assert f'<option value="{other.pk}">second</option>' in page
    assert f'<option value="{run.pk}">' not in page


@pytest.mark.django_db
def test_it_hides_runs_of_other_teams(people: People):
    mine, theirs = idle_run(people.owner), idle_run(people.outsider)
    outsider, owner = client_for(people.outsider), client_for(people.owner)
    assert outsider.get("/runs/compare", {"a": mine.pk, "b": theirs.pk}).status_code == 404
    assert owner.get("/runs/compare", {"a": mine.pk, "b": theirs.pk}).status_code == 404
    assert owner.get("/runs/compare", {"a": mine.pk, "b": 999_999}).status_code == 404
    assert (
        client_for(people.teammate).get("/runs/compare", {"a": mine.pk, "b": mine.pk}).status_code
        == 200
    )


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({}, "Compare needs two runs"),
        ({"a": "1"}, "Compare needs two runs"),
        ({"a": "1", "b": "two"}, "A run id is a positive whole number."),
        ({"a": "-1", "b": "1"}, "A run id is a positive whole number."),
        ({"a": "0", "b": "1"}, "A run id is a positive whole number."),
        ({"a": "1", "b": "9" * 40}, "A run id is a positive whole number."),
    ],
)
def test_it_refuses_bad_parameters_with_a_400_page(
    people: People, query: dict[str, str], message: str
):
    response = client_for(people.owner).get("/runs/compare", query)
    assert response.status_code == 400
    assert message in response.content.decode()


@pytest.mark.django_db
def test_it_sends_anonymous_visitors_to_the_login_page(people: People):
    response = Client().get("/runs/compare", {"a": "1", "b": "2"})
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_it_diffs_long_texts_by_lines():
    lines = [f"line {n} of the log" for n in range(200)]
    changed = [*lines[:100], "line 100 was rewritten", *lines[101:]]
    diff = diff_text("observation", "\n".join(lines), "\n".join(changed))
    assert [s.kind for s in diff.right] == ["equal", "insert", "equal"]
    assert diff.right[1].text == "line 100 was rewritten\n"
    assert diff.left[1] == Segment("delete", "line 100 of the log\n")


def test_it_pairs_a_long_unanchored_stretch_by_index():
    a = _calls(*[("calculator", {"expression": f"{n} + 1"}) for n in range(250)])
    b = _calls(*[("calculator", {"expression": f"{n} + 2"}) for n in range(251)])
    rows = compare(a, b).rows
    assert [r.kind for r in rows] == ["changed"] * 250 + ["only_b"]
    assert all(_index(r.a) == _index(r.b) for r in rows[:250])
