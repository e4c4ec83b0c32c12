"""Agent.resume: rebuild a run from its log and continue with the same prompt, byte for byte."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from harness.agent.loop import Agent
from harness.agent.shapes import Action
from harness.agent.state import RunState
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.gate.pause import PauseRequest, Resolution
from harness.reporting.events import Event, RunPaused, RunResumed, StepFinished, ToolStarted
from harness.reporting.sinks import JsonlSink, ListSink, read_jsonl
from harness.tools import builtin_registry
from harness.tools.base import Tool, ToolContext
from tests.harness.conftest import RecordingModel

TURNS = [
    ScriptedTurn(thought="one", tool="calculator", input={"expression": "1 + 1"}),
    ScriptedTurn(
        thought="two",
        calls=[
            {"tool": "calculator", "input": {"expression": "2 * 3"}},
            {"tool": "calculator", "input": {"expression": "oops("}},
        ],
    ),
    ScriptedTurn(completion=" no marker"),
    ScriptedTurn(thought="three", tool="calculator", input={"expression": "10 - 1"}),
    ScriptedTurn(thought="done", final_answer="9"),
]


def _agent(workspace: Path, channel: str, model: Any = None, **options: Any) -> Agent:
    return Agent(
        model=model or RecordingModel(ScriptedModel(TURNS)),
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel=channel, max_steps=20, plan=True),
        **options,
    )


def _request_text(request: Any) -> Any:
    return request.prompt if request.prompt is not None else request.messages


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_resumes_from_any_point_with_the_same_prompt_bytes(workspace: Path, channel: str):
    sink = ListSink()
    original = _agent(workspace, channel)
    expected = original.run("compute", sink)
    assert expected.stopped_reason == "final_answer"
    requests = {r.turn: _request_text(r) for r in original.model.requests if r.purpose == "step"}  # type: ignore[attr-defined]

    for cut in range(2, len(sink.events) - 1):
        model = RecordingModel(ScriptedModel(TURNS))
        resumed = _agent(workspace, channel, model).resume(sink.events[:cut])
        assert resumed.final_answer == expected.final_answer, cut
        assert [s.action for s in resumed.steps] == [s.action for s in expected.steps], cut
        assert [s.delivered for s in resumed.steps] == [s.delivered for s in expected.steps]
        for request in model.requests:
            if request.purpose == "step":
                assert _request_text(request) == requests[request.turn], (cut, request.turn)


def test_it_takes_up_an_unfinished_turn_without_asking_the_model_again(workspace: Path):
    sink = ListSink()
    original = _agent(workspace, "native").run("compute", sink)
    # cut just after the second call of turn 1 started: a worker died in the middle of it
    starts = [i for i, e in enumerate(sink.events) if isinstance(e, ToolStarted)]
    cut = starts[2] + 1
    model = RecordingModel(ScriptedModel(TURNS))
    result = _agent(workspace, "native", model).resume(sink.events[:cut])
    assert result.final_answer == original.final_answer == "no marker"
    assert [r.turn for r in model.requests] == [2], "turn 1 was not generated again"
    assert result.steps[2].action == Action(tool="calculator", arguments={"expression": "oops("})


def test_it_returns_a_finished_run_as_it_ended(workspace: Path):
    sink = ListSink()
    first = _agent(workspace, "react").run("compute", sink)
    model = RecordingModel(ScriptedModel(TURNS))
    again = _agent(workspace, "react", model).resume(sink.events)
    assert again.final_answer == first.final_answer
    assert again.steps == first.steps
    assert model.requests == []


def test_it_resumes_from_a_jsonl_log_with_a_torn_last_line(workspace: Path, tmp_path: Path):
    log = tmp_path / "run.jsonl"
    with JsonlSink(log) as sink:
        _agent(workspace, "react").run("compute", sink)
    lines = log.read_text().splitlines(keepends=True)
    log.write_text("".join(lines[:9]) + lines[9][: len(lines[9]) // 2])  # the crash cut a line
    events = read_jsonl(log)
    assert len(events) == 9
    with JsonlSink(log) as sink:
        result = _agent(workspace, "react").resume(events, sink)
    assert result.final_answer == "9"


def _write_gate(run: RunState, action: Action, tool: Tool | None) -> PauseRequest | None:
    if tool is not None and tool.effect == "write":
        return PauseRequest(kind="tainted_write", reason="write after a web page")
    return None


WRITE_TURNS = [
    ScriptedTurn(thought="w", tool="write_file", input={"path": "notes.md", "content": "draft"}),
    ScriptedTurn(thought="r", tool="read_file", input={"path": "notes.md"}),
    ScriptedTurn(thought="done", final_answer="ok"),
]


def _gated(turns: list[ScriptedTurn], workspace: Path) -> Agent:
    """An agent whose gate pauses before every write."""
    return Agent(
        model=ScriptedModel(turns),
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        pause_hook=_write_gate,
    )


def _paused(workspace: Path) -> tuple[list[Event], Agent]:
    sink = ListSink()
    agent = _gated(WRITE_TURNS, workspace)
    assert agent.run("write notes", sink).stopped_reason == "paused"
    assert isinstance(sink.events[-1], RunPaused)
    return sink.events, agent


def _decide(workspace: Path, events: list[Event], resolution: Resolution | None) -> Any:
    agent = _gated(WRITE_TURNS, workspace)
    return agent.resume(events, resolution=resolution)


def test_it_runs_the_call_on_approve(workspace: Path):
    events, _ = _paused(workspace)
    result = _decide(workspace, events, Resolution(decision="approve", reviewer="ana"))
    assert result.final_answer == "ok"
    assert (workspace / "notes.md").read_text() == "draft"
    assert result.steps[1].observation.output == "draft"


def test_it_tells_the_model_of_a_rejection(workspace: Path):
    events, _ = _paused(workspace)
    result = _decide(workspace, events, Resolution(decision="reject", message="not now"))
    assert not (workspace / "notes.md").exists()
    first = result.steps[0]
    assert first.observation.is_error
    assert first.delivered == "[error] the reviewer rejected this call: not now"
    assert result.stopped_reason == "final_answer"


def test_it_runs_edited_arguments(workspace: Path):
    events, _ = _paused(workspace)
    edit = Resolution(decision="edit", arguments={"path": "notes.md", "content": "edited"})
    result = _decide(workspace, events, edit)
    assert (workspace / "notes.md").read_text() == "edited"
    assert result.steps[0].action.arguments["content"] == "edited"


def test_it_delivers_a_reviewer_response_as_the_observation(workspace: Path):
    events, _ = _paused(workspace)
    result = _decide(workspace, events, Resolution(decision="respond", message="use notes.txt"))
    assert result.steps[0].delivered == "use notes.txt"
    assert not (workspace / "notes.md").exists()


def test_it_refuses_to_resume_a_pause_without_a_decision(workspace: Path):
    events, _ = _paused(workspace)
    with pytest.raises(ValueError, match="paused at write_file"):
        _decide(workspace, events, None)


def test_it_refuses_a_decision_for_a_run_that_is_not_paused(workspace: Path):
    sink = ListSink()
    _agent(workspace, "react").run("compute", sink)
    with pytest.raises(ValueError, match="not paused"):
        _agent(workspace, "react").resume(
            sink.events[:5], resolution=Resolution(decision="approve")
        )


def test_it_applies_a_decision_again_when_the_resume_was_cut_off(workspace: Path):
    events, _ = _paused(workspace)
    decided = [
        *events,
        RunResumed(
            resolution=Resolution(
                decision="edit", arguments={"path": "notes.md", "content": "from the decision"}
            )
        ),
    ]
    result = _decide(workspace, decided, None)
    assert (workspace / "notes.md").read_text() == "from the decision"
    assert result.final_answer == "ok"


def test_it_pauses_again_at_the_next_gated_call(workspace: Path):
    turns = [
        WRITE_TURNS[0],
        ScriptedTurn(thought="w2", tool="write_file", input={"path": "b.md", "content": "b"}),
        WRITE_TURNS[2],
    ]
    sink = ListSink()
    agent = _gated(turns, workspace)
    agent.run("write", sink)
    again = _gated(turns, workspace)
    second = again.resume(sink.events, sink, resolution=Resolution(decision="approve"))
    assert second.stopped_reason == "paused"
    assert [type(e) for e in sink.events].count(StepFinished) == 1
    third = _gated(turns, workspace)
    final = third.resume(sink.events, resolution=Resolution(decision="approve"))
    assert final.final_answer == "ok"
    assert (workspace / "b.md").read_text() == "b"


def test_it_makes_the_plan_when_the_worker_died_while_planning(workspace: Path):
    sink = ListSink()
    _agent(workspace, "react").run("compute", sink)
    started_only = sink.events[:1]  # the crash came during the plan request
    model = RecordingModel(ScriptedModel(TURNS, plan="1. add\n2. answer"))
    result = _agent(workspace, "react", model).resume(started_only)
    assert result.plan is not None and result.plan.steps == ["add", "answer"]
    assert model.requests[0].purpose == "plan"
    assert result.final_answer == "9"


def _crashed_during(tool_turns: list[ScriptedTurn], workspace: Path) -> list[Event]:
    """The log of a run whose worker died while its first call ran."""
    sink = ListSink()
    Agent(
        model=ScriptedModel(tool_turns),
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
    ).run("go", sink)
    started = next(i for i, e in enumerate(sink.events) if isinstance(e, ToolStarted))
    return sink.events[: started + 1]


def test_it_does_not_run_an_interrupted_write_again(workspace: Path):
    turns = [
        ScriptedTurn(thought="w", tool="write_file", input={"path": "log.txt", "content": "x"}),
        ScriptedTurn(thought="done", final_answer="ok"),
    ]
    events = _crashed_during(turns, workspace)
    (workspace / "log.txt").unlink()  # as if the crash came before the write landed
    result = Agent(
        model=ScriptedModel(turns),
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
    ).resume(events)
    first = result.steps[0]
    assert first.observation.is_error and "interrupted" in first.observation.output
    assert not (workspace / "log.txt").exists(), "the write was not repeated"
    assert result.final_answer == "ok"


def test_it_runs_an_interrupted_read_again(workspace: Path):
    turns = [
        ScriptedTurn(thought="c", tool="calculator", input={"expression": "6 * 7"}),
        ScriptedTurn(thought="done", final_answer="42"),
    ]
    events = _crashed_during(turns, workspace)
    result = Agent(
        model=ScriptedModel(turns),
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
    ).resume(events)
    assert result.steps[0].observation.output == "42"
