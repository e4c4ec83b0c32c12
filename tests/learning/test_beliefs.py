"""Beta beliefs: exact updates, the flags, retirement, the preference file and the merge rule."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from harness.learning import (
    Preferences,
    Prior,
    PriorMismatch,
    credible_interval,
    explore,
    learn_run,
    load_preferences,
    merge,
    preferences_from_json,
    retired,
    save_preferences,
    standings,
)
from tests.learning.logs import records


def _learn(preferences: Preferences, task: str, outcomes: list[tuple[str, bool]]) -> Preferences:
    """The preferences after one run whose calls had these outcomes."""
    calls = [(tool, {"n": i}, ok) for i, (tool, ok) in enumerate(outcomes)]
    return learn_run(preferences, task, records("r", calls))


def test_each_success_adds_one_to_alpha_and_each_failure_one_to_beta():
    learned = _learn(Preferences(), "debug", [("grep", True), ("grep", True), ("grep", False)])
    grep = learned.belief("grep", "debug")
    assert (grep.alpha, grep.beta, grep.calls) == (3.0, 2.0, 3)
    assert grep.competence == pytest.approx(3 / 5)
    again = _learn(learned, "debug", [("grep", False)])
    assert (again.belief("grep", "debug").alpha, again.belief("grep", "debug").beta) == (3.0, 3.0)
    assert again.runs == {"debug": 2}


def test_the_prior_is_where_every_belief_starts():
    preferences = Preferences(prior=Prior(alpha=2, beta=8))
    assert preferences.belief("never", "write").competence == pytest.approx(0.2)
    learned = _learn(preferences, "write", [("edit", True)])
    assert (learned.belief("edit", "write").alpha, learned.belief("edit", "write").beta) == (3, 8)


def test_beliefs_are_kept_apart_per_task_type():
    learned = _learn(Preferences(), "debug", [("grep", True)])
    learned = _learn(learned, "write", [("grep", False)])
    assert learned.belief("grep", "debug").competence == pytest.approx(2 / 3)
    assert learned.belief("grep", "write").competence == pytest.approx(1 / 3)


def test_the_flags_follow_the_competence_thresholds():
    learned = _learn(
        Preferences(), "t", [("weak", False), ("strong", True)] + [("strong", True)] * 3
    )
    weak, strong = learned.belief("weak", "t"), learned.belief("strong", "t")
    assert weak.competence == pytest.approx(1 / 3) and weak.needs_practice and not weak.mastered
    assert strong.competence == pytest.approx(5 / 6) and strong.mastered
    assert not strong.needs_practice
    assert not explore(learned, "t")  # weak is below 0.7


def test_explore_when_every_tool_of_the_task_type_is_above_point_seven():
    learned = _learn(Preferences(), "t", [("a", True), ("a", True), ("b", True), ("b", True)])
    assert explore(learned, "t")  # both at 3/4
    assert not explore(learned, "unseen")
    learned = _learn(learned, "t", [("c", True)])  # c at 2/3
    assert not explore(learned, "t")


def test_a_tool_unused_for_n_runs_of_its_task_type_and_weak_is_flagged_for_retirement():
    learned = _learn(Preferences(), "t", [("flaky", False), ("flaky", False), ("good", True)])
    for _ in range(2):
        learned = _learn(learned, "t", [("good", True)])
        learned = _learn(learned, "other", [("anything", True)])  # other task types don't count
    flaky = learned.belief("flaky", "t")
    assert flaky.idle_runs == 2 and flaky.competence == pytest.approx(0.25)
    assert [b.tool for b in retired(learned, "t", after_runs=2)] == ["flaky"]
    assert retired(learned, "t", after_runs=3) == []
    learned = _learn(learned, "t", [("flaky", True)])
    assert learned.belief("flaky", "t").idle_runs == 0


def test_a_strong_tool_is_never_retired_however_idle():
    learned = _learn(Preferences(), "t", [("good", True)])
    for _ in range(5):
        learned = learn_run(learned, "t", [])
    assert learned.belief("good", "t").idle_runs == 5
    assert retired(learned, after_runs=1) == []


def test_merge_adds_the_evidence_and_counts_the_prior_once():
    prior = Prior(alpha=2, beta=3)
    team_a = _learn(Preferences(prior=prior), "t", [("x", True), ("x", True), ("y", False)])
    team_b = _learn(Preferences(prior=prior), "t", [("x", False), ("z", True)])
    merged = merge(team_a, team_b)
    x = merged.belief("x", "t")
    # a: (4, 3), b: (2, 4), prior (2, 3): (4 + 2 - 2, 3 + 4 - 3)
    assert (x.alpha, x.beta, x.calls) == (4, 4, 3)
    assert (merged.belief("y", "t").alpha, merged.belief("y", "t").beta) == (2, 4)
    assert (merged.belief("z", "t").alpha, merged.belief("z", "t").beta) == (3, 3)
    assert merged.runs == {"t": 2}
    assert merge(team_b, team_a).beliefs == merged.beliefs


def test_merge_is_the_same_as_learning_both_runs_in_one_file():
    runs = [[("x", True), ("y", False)], [("x", False), ("x", True)]]
    apart = [_learn(Preferences(), "t", run) for run in runs]
    together = _learn(_learn(Preferences(), "t", runs[0]), "t", runs[1])
    merged = merge(*apart)
    for tool in ("x", "y"):
        one, other = merged.belief(tool, "t"), together.belief(tool, "t")
        assert (one.alpha, one.beta) == (other.alpha, other.beta)


def test_merge_refuses_files_with_different_priors():
    with pytest.raises(PriorMismatch, match=r"Beta\(1, 1\) and Beta\(2, 1\)"):
        merge(Preferences(), Preferences(prior=Prior(alpha=2)))


def test_the_preference_file_round_trips_with_its_prior_and_version(tmp_path: Path):
    learned = _learn(Preferences(prior=Prior(alpha=1, beta=2)), "t", [("x", True), ("y", False)])
    path = tmp_path / "prefs" / "tools.json"
    save_preferences(learned, path)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["prior"] == {"alpha": 1.0, "beta": 2.0}
    assert load_preferences(path) == learned
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind


def test_a_file_of_another_version_or_kind_is_a_clear_error():
    text = Preferences().model_dump_json()
    with pytest.raises(ValueError, match="version 2; this loopglass reads version 1"):
        preferences_from_json(text.replace('"version":1', '"version":2'))
    with pytest.raises(ValueError, match="not a tool preference file"):
        preferences_from_json('{"version": 1}')


def test_the_credible_interval_matches_closed_forms():
    # Beta(1, 1) is uniform: the 95% interval is [0.025, 0.975].
    assert credible_interval(1, 1) == pytest.approx((0.025, 0.975))
    # Beta(2, 1) has CDF x^2, so its quantile q is sqrt(q).
    assert credible_interval(2, 1) == pytest.approx((math.sqrt(0.025), math.sqrt(0.975)))
    low, high = credible_interval(30, 10)
    assert low < 30 / 40 < high and high - low < credible_interval(3, 1)[1]


def test_standings_give_a_chart_every_number_and_flag():
    learned = _learn(Preferences(), "t", [("x", True)] * 4 + [("y", False)])
    rows = {row.tool: row for row in standings(learned, "t")}
    assert rows["x"].competence == pytest.approx(5 / 6) and rows["x"].mastered
    assert rows["y"].needs_practice and not rows["y"].retire
    assert rows["x"].low < rows["x"].competence < rows["x"].high
    assert standings(learned, "unseen") == []
