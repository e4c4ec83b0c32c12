"""TILE on the event logs of real scripted runs: real tools, a real workspace, a JSONL log."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from harness import scenarios
from harness.agent.shapes import Action
from harness.learning import (
    Preferences,
    ToolCallRecord,
    hint_text,
    learn_run,
    load_preferences,
    mine_skills,
    observe_run,
    run_reward,
    save_preferences,
    with_skills,
)
from harness.reporting.sinks import JsonlSink, read_jsonl
from harness.tools import builtin_registry
from harness.tools.base import ToolContext

FIX = ["run_tests", "read_file", "write_file", "run_tests"]


def _play(name: str, run_id: str, folder: Path, channel: str = "react") -> Path:
    """Play a shipped scenario with its real tools; the path of its JSONL event log."""
    scenario = scenarios.load(name)
    log = folder / f"{run_id}.jsonl"
    workspace = folder / run_id
    with scenarios.prepared(scenario, workspace) as variables, JsonlSink(log) as sink:
        agent = scenarios.build_agent(
            scenario, variables, workspace, config={"channel": channel}, run_id=run_id
        )
        agent.run(scenario.goal_text(variables), sink)
    return log


@pytest.fixture(scope="module")
def fix_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[ToolCallRecord]]:
    """Three runs of fix-failing-tests (two ReAct, one native), observed from their logs."""
    folder = tmp_path_factory.mktemp("fix")
    channels = {"fix-1": "react", "fix-2": "native", "fix-3": "react"}
    return {
        run_id: observe_run(read_jsonl(_play("fix-failing-tests", run_id, folder, channel)))
        for run_id, channel in channels.items()
    }


def test_it_observes_every_call_of_a_real_run_in_order(fix_runs: dict[str, list[ToolCallRecord]]):
    for run_id, found in fix_runs.items():
        assert [r.tool for r in found] == FIX
        assert [(r.position, r.call_count) for r in found] == [(1, 4), (2, 4), (3, 4), (4, 4)]
        assert {r.run_id for r in found} == {run_id}
        assert {r.task_type for r in found} == {"fix-tests"}  # from the goal: no tags
        assert not any(r.is_error or r.is_retry for r in found)
        assert found[2].arguments["path"] == "textstats.py"
        assert found[0].latency > 0.05  # pytest ran for real


def test_the_log_read_as_database_rows_gives_the_same_records(tmp_path: Path):
    log = _play("recovery", "rows", tmp_path)
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert observe_run(rows) == observe_run(read_jsonl(log))


def test_it_finds_the_retry_in_the_recovery_scenario_and_scores_the_run(tmp_path: Path):
    found = observe_run(read_jsonl(_play("recovery", "rec", tmp_path, "native")))
    # web_search is unknown; the cut-off JSON never became a call; {expr} fails the schema
    assert [(r.tool, r.is_error, r.harness_error, r.is_retry) for r in found] == [
        ("web_search", True, True, False),
        ("calculator", True, True, False),
        ("calculator", False, False, True),
    ]
    assert {r.task_type for r in found} == {"compute"}
    reward = run_reward(found, satisfaction=1.0)
    # 0.5 * 1/3 + 0.2 * 1/3 + 0.3 * 1 - 0.2 * 1/3
    assert reward.reward == pytest.approx(0.5 / 3 + 0.2 / 3 + 0.3 - 0.2 / 3)


def test_it_learns_preferences_and_a_hint_from_the_runs(
    fix_runs: dict[str, list[ToolCallRecord]], tmp_path: Path
):
    preferences = Preferences()
    for found in fix_runs.values():
        preferences = learn_run(preferences, "fix-tests", found)
    run_tests = preferences.belief("run_tests", "fix-tests")
    assert (run_tests.alpha, run_tests.beta, run_tests.calls) == (7, 1, 6)
    save_preferences(preferences, tmp_path / "tools.json")
    assert load_preferences(tmp_path / "tools.json") == preferences
    hint = hint_text(preferences, "fix-tests", np.random.default_rng(0), FIX)
    assert hint.startswith("Tool preferences learned from 3 past fix-tests runs")
    assert "run_tests (C=0.88)" in hint
    assert "textstats" not in hint  # nothing a tool returned or was given


def test_the_recurring_fix_becomes_a_skill_that_fixes_a_fresh_project(
    fix_runs: dict[str, list[ToolCallRecord]], tmp_path: Path
):
    [proposal] = mine_skills([r for found in fix_runs.values() for r in found])
    assert proposal.tools == FIX
    assert proposal.support == ["fix-1", "fix-2", "fix-3"]
    assert proposal.parameters == []  # the same file and the same fix every time
    scenario = scenarios.load("fix-failing-tests")
    assert scenario.workspace is not None
    shutil.copytree(scenario.folder / scenario.workspace, tmp_path, dirs_exist_ok=True)
    registry = with_skills(builtin_registry(), [proposal])
    output = registry.execute(Action(tool=proposal.name), ToolContext(workspace=tmp_path))
    text = output.decode()
    assert not output.is_error
    assert "2 failed, 3 passed" in text.split("[step 2/4")[0]
    assert "5 passed" in text.split("[step 4/4")[1]
