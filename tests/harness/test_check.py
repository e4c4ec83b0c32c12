"""A run's success check (harness.agent.check), run with real bwrap on a real workspace: a run
is a success when its check passes, not when the model says it is done."""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from harness import scenarios
from harness.agent.loop import Agent
from harness.agent.resume import RunLog
from harness.agent.shapes import AgentRunResult
from harness.config import AgentConfig
from harness.export import SpanSpec, run_spans
from harness.reporting.events import RunFinished
from harness.reporting.sinks import ListSink
from harness.tools.base import OutputRoom

pytestmark = pytest.mark.timeout(120)

DATA = Path(__file__).parent / "data" / "check"
PYTEST = ["pytest", "-q", "-p", "no:cacheprovider"]


def _play(
    scenario: scenarios.Scenario, workspace: Path, **config: Any
) -> tuple[AgentRunResult, ListSink, Agent]:
    sink = ListSink()
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(scenario, variables, workspace, config=config)
        return agent.run(scenario.goal_text(variables), sink), sink, agent


def _raw(agent: Agent, artifact_id: str | None) -> bytes:
    assert artifact_id is not None and agent.artifacts is not None
    return bytes(agent.artifacts.open(artifact_id).data)


def test_a_run_whose_check_passes_succeeds(tmp_path: Path):
    result, sink, agent = _play(scenarios.load("fix-failing-tests"), tmp_path / "w")
    assert result.stopped_reason == "final_answer"
    check = result.check
    assert check is not None and check.passed and check.exit_status == 0
    assert check.argv == PYTEST
    assert b"5 passed" in _raw(agent, check.artifact_id)
    assert check.packet is not None and check.packet["artifact_id"] == check.artifact_id
    assert check.packet["tainted"], "a command's output is external-runtime output"
    finished = sink.events[-1]
    assert isinstance(finished, RunFinished) and finished.check == check


def test_a_nonsense_answer_fails_its_check(tmp_path: Path):
    """What the issue saw: a small model's "1.1.1.2023, 2023, 2023" at step 0 showed as a
    success. The answer is kept; the run ends check_failed, the tests' failures cited."""
    result, _, agent = _play(scenarios.load(str(DATA / "premature.yaml")), tmp_path / "w")
    assert result.stopped_reason == "check_failed"
    assert result.final_answer == "1.1.1.2023, 2023, 2023"
    check = result.check
    assert check is not None and not check.passed and check.exit_status == 1
    assert b"2 failed, 3 passed" in _raw(agent, check.artifact_id)
    assert "failed" in check.summary


def test_a_check_that_cannot_start_fails_the_run_saying_why(tmp_path: Path):
    scenario = scenarios.load("recovery")
    result, _, _ = _play(scenario, tmp_path / "w", check=("no-such-checker", "--all"))
    assert result.stopped_reason == "check_failed"
    check = result.check
    assert check is not None and not check.passed and check.artifact_id is None
    assert check.error is not None and "no such program: 'no-such-checker'" in check.error
    assert result.metadata["error"] == check.error


def test_a_check_that_hangs_is_killed_at_its_timeout(tmp_path: Path):
    scenario = scenarios.load("recovery")
    result, _, agent = _play(scenario, tmp_path / "w", check=("sleep", "30"), check_timeout=1)
    check = result.check
    assert result.stopped_reason == "check_failed"
    assert check is not None and check.exit_status is None and not check.passed
    assert b"timed out after 1s; the process was killed" in _raw(agent, check.artifact_id)
    assert check.latency < 20


def test_a_binary_flood_from_a_check_is_kept_whole_and_its_packet_bounded(tmp_path: Path):
    """3 MB of random bytes, not UTF-8: stored as binary, the packet within its budget."""
    argv = ("head", "-c", "3000000", "/dev/urandom")
    result, _, agent = _play(scenarios.load("recovery"), tmp_path / "w", check=argv)
    check = result.check
    assert check is not None and check.passed and check.raw_bytes == 3_000_000
    assert len(_raw(agent, check.artifact_id)) == 3_000_000
    assert check.packet is not None and check.packet["packet_bytes"] <= 16_384


def test_a_checks_output_past_the_runs_room_is_cut_and_its_verdict_kept(tmp_path: Path):
    """The room a run has left to store output holds for its check too (it once did not:
    a check printing 50 MB stored it all with 1 KB left); the check still runs whole."""
    room = OutputRoom(1024, "the run's stored output is capped at 1 MiB")
    argv = ("head", "-c", "3000000", "/dev/urandom")
    with scenarios.prepared(scenarios.load("recovery"), tmp_path / "w") as variables:
        agent = scenarios.build_agent(
            scenarios.load("recovery"), variables, tmp_path / "w", config={"check": argv}
        )
        agent.context = dataclasses.replace(agent.context, output_room=lambda: room)
        check = agent.run("g").check
    assert check is not None and check.passed, "the verdict is the exit status"
    stored = _raw(agent, check.artifact_id)
    assert len(stored) < 1024 + 200 and stored.endswith(room.limit.encode() + b"]")


def test_a_run_without_a_check_is_only_answered(tmp_path: Path):
    result, sink, _ = _play(scenarios.load("recovery"), tmp_path / "w")
    assert result.stopped_reason == "final_answer" and result.check is None
    finished = sink.events[-1]
    assert isinstance(finished, RunFinished) and finished.check is None


def test_a_finished_log_gives_back_its_check(tmp_path: Path):
    result, sink, agent = _play(scenarios.load("fix-failing-tests"), tmp_path / "w")
    again = RunLog(sink.events, agent._interpret).result()
    assert again.check == result.check and again.check is not None


def test_a_cancel_during_the_check_stops_the_run_cancelled(tmp_path: Path):
    scenario = scenarios.load("recovery")
    cancelled = threading.Event()
    with scenarios.prepared(scenario, tmp_path / "w") as variables:
        agent = scenarios.build_agent(
            scenario,
            variables,
            tmp_path / "w",
            config={"check": ("sleep", "60")},
            cancel_check=cancelled.is_set,
        )
        threading.Timer(1.5, cancelled.set).start()
        result = agent.run(scenario.goal_text(variables))
    assert result.stopped_reason == "cancelled" and result.check is None


@pytest.mark.parametrize("argv", [(), ("",), ("pytest", "")])
def test_a_check_is_a_program_and_arguments_none_empty(argv: tuple[str, ...]):
    with pytest.raises(ValidationError, match="none of them empty"):
        AgentConfig(check=argv)


def _root(sink: ListSink) -> SpanSpec:
    [root] = [span for span in run_spans(sink.events) if span.parent_id is None]
    return root


def test_the_export_says_how_the_run_came_out(tmp_path: Path):
    """OpenTelemetry: `loopglass.outcome` as the dashboard says it; a failed check is an
    error status on the run's span, a passed one and a plain answer are not."""
    _, passed, _ = _play(scenarios.load("fix-failing-tests"), tmp_path / "p")
    root = _root(passed)
    assert root.attributes["loopglass.outcome"] == "succeeded" and root.error is None
    assert root.attributes["loopglass.check.passed"] is True
    assert root.attributes["loopglass.check.command"] == PYTEST
    assert root.attributes["loopglass.check.exit_status"] == 0
    _, failed, _ = _play(scenarios.load(str(DATA / "premature.yaml")), tmp_path / "f")
    root = _root(failed)
    assert root.attributes["loopglass.outcome"] == "failed"
    assert root.attributes["error.type"] == "check_failed"
    assert root.attributes["loopglass.stopped_reason"] == "check_failed"
    assert root.error is not None and root.error.startswith("the success check failed")
    _, answered, _ = _play(scenarios.load("recovery"), tmp_path / "a")
    root = _root(answered)
    assert root.attributes["loopglass.outcome"] == "answered" and root.error is None
    assert "loopglass.check.passed" not in root.attributes


def test_a_run_whose_worker_died_during_the_check_runs_the_check_again(tmp_path: Path):
    """The log holds the answer's step but not the run's end (the worker was killed while
    the check ran): the resumed run asks the model nothing more and runs the check again."""
    scenario = scenarios.load(str(DATA / "premature.yaml"))
    _, sink, _ = _play(scenario, tmp_path / "w")
    cut = [event for event in sink.events if not isinstance(event, RunFinished)]
    with scenarios.prepared(scenario, tmp_path / "w") as variables:
        agent = scenarios.build_agent(scenario, variables, tmp_path / "w")
        again = ListSink()
        result = agent.resume(cut, again)
    assert result.stopped_reason == "check_failed" and result.check is not None
    assert result.check.exit_status == 1 and len(result.steps) == 1
    assert [type(event).__name__ for event in again.events] == ["RunFinished"]
