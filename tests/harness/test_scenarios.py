"""The shipped scenarios, end to end with real tools, on both channels, and the CLI."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness import scenarios
from harness.agent.loop import Agent
from harness.cli import main
from harness.reporting.events import ToolFinished
from harness.reporting.sinks import ListSink, read_jsonl

ROOT = Path(__file__).resolve().parents[2]


def _play(name: str, workspace: Path, channel: str) -> tuple[Any, ListSink, Agent]:
    scenario = scenarios.load(name)
    sink = ListSink()
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(scenario, variables, workspace, config={"channel": channel})
        result = agent.run(scenario.goal_text(variables), sink)
    return result, sink, agent


def _raw(agent: Agent, event: ToolFinished) -> str:
    """The raw output a tool call left in the artifact store."""
    assert event.artifact_id is not None and agent.artifacts is not None
    return bytes(agent.artifacts.open(event.artifact_id).data).decode()


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_fixes_the_failing_tests(tmp_path: Path, channel: str):
    workspace = tmp_path / channel
    result, sink, agent = _play("fix-failing-tests", workspace, channel)
    assert result.stopped_reason == "final_answer"
    runs = [e for e in sink.events if isinstance(e, ToolFinished) and e.tool == "run_tests"]
    assert "2 failed, 3 passed" in _raw(agent, runs[0])
    assert "5 passed" in _raw(agent, runs[-1])
    check = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
        cwd=workspace,
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout


def test_it_reaches_the_same_answer_on_both_channels(tmp_path: Path):
    react, _, _ = _play("fix-failing-tests", tmp_path / "r", "react")
    native, _, _ = _play("fix-failing-tests", tmp_path / "n", "native")
    assert react.final_answer == native.final_answer
    assert [s.action for s in react.steps] == [s.action for s in native.steps]


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_fetches_an_injected_page_then_writes(tmp_path: Path, channel: str):
    result, sink, agent = _play("research-and-write", tmp_path, channel)
    assert result.stopped_reason == "final_answer"
    fetched = next(e for e in sink.events if isinstance(e, ToolFinished) and e.tool == "http_fetch")
    assert "ignore all previous" in _raw(agent, fetched), "the page carries the injection"
    assert "tainted" in result.steps[0].observation.output.split("\n")[0]
    assert (tmp_path / "notes.md").read_text().startswith("# Tidal power")
    assert not (tmp_path.parent / ".bashrc").exists()


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_recovers_from_an_unknown_tool_bad_json_and_a_schema_error(tmp_path: Path, channel: str):
    result, _, _ = _play("recovery", tmp_path, channel)
    steps = result.steps
    assert result.final_answer == "2 * (3 + 4) = 14"
    assert "unknown tool 'web_search'" in steps[0].observation.output
    assert steps[1].parse_error is not None and "not valid JSON" in steps[1].parse_error
    assert "invalid arguments for calculator" in steps[2].observation.output
    assert steps[3].observation.output == "14" and not steps[3].observation.is_error


def test_it_names_the_known_scenarios_for_an_unknown_one():
    with pytest.raises(KeyError, match="fix-failing-tests"):
        scenarios.load("nope")


def test_it_runs_a_scenario_from_the_command_line_and_logs_it(tmp_path: Path):
    log = tmp_path / "run.jsonl"
    out = io.StringIO()
    code = main(
        [
            "run",
            "--scenario",
            "recovery",
            "--channel",
            "native",
            "--log",
            str(log),
            "--workspace",
            str(tmp_path / "ws"),
        ],
        out,
    )
    printed = out.getvalue()
    assert code == 0
    assert "[0] thought: Look the answer up on the web." in printed
    assert "final answer: 2 * (3 + 4) = 14" in printed
    events = read_jsonl(log)
    assert events[0].type == "run_started" and events[-1].type == "run_finished"


def test_it_runs_as_a_module_and_refuses_an_unknown_scenario(tmp_path: Path):
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "harness",
            "run",
            "--scenario",
            "recovery",
            "--workspace",
            str(tmp_path / "ws"),
            "--channel",
            "react",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    unknown = subprocess.run(
        [sys.executable, "-m", "harness", "run", "--scenario", "nope"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert unknown.returncode == 2 and "unknown scenario 'nope'" in unknown.stderr


def test_it_exits_one_when_the_script_runs_out(tmp_path: Path):
    # a scenario file whose model stops replying before it answers
    scenario = tmp_path / "cut.yaml"
    scenario.write_text(
        json.dumps(
            {
                "name": "cut",
                "description": "d",
                "goal": "g",
                "tools": ["calculator"],
                "turns": [{"thought": "t", "tool": "calculator", "input": {"expression": "1"}}],
            }
        )
    )
    out = io.StringIO()
    code = main(["run", "--scenario", str(scenario), "--workspace", str(tmp_path / "ws")], out)
    assert code == 1
    assert "stopped: error (model scripted:cut: the script has 1 turns; turn 1 was asked for)" in (
        out.getvalue()
    )


def test_it_resumes_a_paused_run_from_the_command_line(tmp_path: Path):
    log = tmp_path / "run.jsonl"
    out = io.StringIO()
    assert (
        main(
            [
                "run",
                "--scenario",
                "fix-failing-tests",
                "--log",
                str(log),
                "--workspace",
                str(tmp_path / "ws"),
            ],
            out,
        )
        == 0
    )
    lines = log.read_text().splitlines()
    cut = next(
        i for i, line in enumerate(lines) if '"step_finished"' in line and '"index":2' in line
    )
    log.write_text("\n".join(lines[: cut + 1]) + "\n")
    again = io.StringIO()
    assert (
        main(
            [
                "resume",
                "--log",
                str(log),
                "--scenario",
                "fix-failing-tests",
                "--workspace",
                str(tmp_path / "ws"),
            ],
            again,
        )
        == 0
    )
    assert "[3] thought: Rerun the tests" in again.getvalue()
    assert "[2]" not in again.getvalue(), "finished steps are not run again"
