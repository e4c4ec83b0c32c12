"""The loop: stop conditions, events, errors as observations, and the extension points."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from harness.agent.loop import Agent
from harness.agent.shapes import Action, AgentStep
from harness.agent.state import RunState
from harness.backends.base import ModelError, ModelReply, ModelRequest
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.gate.pause import PauseRequest
from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import BaseReducer, Packet, ReducerSet
from harness.reporting.events import (
    ModelReplied,
    ObservationDelivered,
    RunFinished,
    RunStarted,
    StepFinished,
    StepStarted,
    ToolFinished,
    ToolStarted,
)
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import Tool, ToolContext
from tests.harness.conftest import RecordingModel, make_agent

ADD = {"thought": "add", "tool": "calculator", "input": {"expression": "1 + 2"}}
DONE = {"thought": "done", "final_answer": "3"}


def test_it_stops_at_a_final_answer(workspace: Path):
    result = make_agent(workspace, [ADD, DONE]).run("add")
    assert result.stopped_reason == "final_answer"
    assert result.final_answer == "3"
    assert [s.action.tool if s.action else None for s in result.steps] == ["calculator", None]
    assert result.steps[0].observation is not None
    assert result.steps[0].observation.output == "3"


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_emits_the_events_of_each_step_in_order(workspace: Path, channel: str):
    sink = ListSink()
    make_agent(workspace, [ADD, DONE], channel=channel).run("add", sink)
    kinds = [type(e) for e in sink.events]
    assert kinds == [
        RunStarted,
        StepStarted,
        ModelReplied,
        ToolStarted,
        ToolFinished,
        ObservationDelivered,
        StepFinished,
        StepStarted,
        ModelReplied,
        StepFinished,
        RunFinished,
    ]
    delivered = [e for e in sink.events if isinstance(e, ObservationDelivered)]
    assert delivered[0].text == "3"
    finished = sink.events[-1]
    assert isinstance(finished, RunFinished)
    assert finished.stopped_reason == "final_answer" and finished.steps == 2


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_stops_on_the_same_call_twice_in_a_row(workspace: Path, channel: str):
    result = make_agent(workspace, [ADD, ADD, DONE], channel=channel).run("add")
    assert result.stopped_reason == "duplicate_action"
    assert len(result.steps) == 2
    assert result.steps[1].observation is None, "the repeated call is not run"


def test_it_runs_repeats_when_loop_detection_is_off(workspace: Path):
    result = make_agent(workspace, [ADD, ADD, DONE], loop_detection=False).run("add")
    assert result.stopped_reason == "final_answer"
    assert len(result.steps) == 3


def test_it_does_not_call_different_arguments_a_repeat(workspace: Path):
    other = {"thought": "again", "tool": "calculator", "input": {"expression": "2 + 2"}}
    result = make_agent(workspace, [ADD, other, ADD, DONE]).run("add")
    assert result.stopped_reason == "final_answer"


def test_it_halts_when_stuck(workspace: Path):
    babble = {"completion": " I wonder."}
    result = make_agent(workspace, [babble] * 5 + [DONE], stuck_limit=3).run("add")
    assert result.stopped_reason == "no_progress"
    assert len(result.steps) == 3
    assert all(s.parse_error for s in result.steps)


def test_it_keeps_going_when_halt_on_stuck_is_off(workspace: Path):
    babble = {"completion": " I wonder."}
    result = make_agent(workspace, [babble] * 4 + [DONE], halt_on_stuck=False).run("add")
    assert result.stopped_reason == "final_answer"
    assert [bool(s.parse_error) for s in result.steps] == [True] * 4 + [False]


def test_it_resets_the_stuck_count_after_a_usable_reply(workspace: Path):
    babble = {"completion": " hmm"}
    other = {"thought": "t", "tool": "calculator", "input": {"expression": "5"}}
    turns = [babble, babble, ADD, babble, babble, other, DONE]
    result = make_agent(workspace, turns, stuck_limit=3, max_steps=10).run("add")
    assert result.stopped_reason == "final_answer"


def test_it_stops_at_max_steps_which_defaults_to_eight(workspace: Path):
    turns = [
        {"thought": str(n), "tool": "calculator", "input": {"expression": str(n)}}
        for n in range(20)
    ]
    agent = make_agent(workspace, turns)
    assert agent.config.max_steps == 8
    result = agent.run("count")
    assert result.stopped_reason == "max_steps"
    assert len(result.steps) == 8


def test_it_ends_at_a_reply_without_a_tool_call_under_last_tool(workspace: Path):
    result = make_agent(workspace, [ADD, DONE, ADD], channel="native").run("add")
    assert result.stopped_reason == "final_answer"
    assert result.metadata["turns"] == 2


def test_it_runs_every_turn_under_max_turns(workspace: Path):
    more = {"thought": "more", "tool": "calculator", "input": {"expression": "7"}}
    turns = [ADD, DONE, more, {"thought": "done", "final_answer": "7"}]
    result = make_agent(
        workspace, turns, channel="native", termination="max_turns", max_turns=3
    ).run("add")
    assert result.stopped_reason == "max_turns"
    assert result.metadata["turns"] == 3
    assert result.final_answer == "3", "the answer given before the last turn is kept"
    assert result.steps[-1].action == Action(tool="calculator", arguments={"expression": "7"})


def test_it_needs_max_turns_for_the_max_turns_policy():
    with pytest.raises(ValueError, match="max_turns"):
        AgentConfig(termination="max_turns")


def test_it_does_not_count_assistant_messages_already_in_the_history(workspace: Path):
    history = [
        {"role": "user", "content": "earlier"},
        {"role": "assistant", "content": "earlier answer"},
        {"role": "assistant", "content": "another"},
    ]
    model = RecordingModel(ScriptedModel([ScriptedTurn(**ADD), ScriptedTurn(**DONE)]))
    agent = Agent(
        model=model,
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel="native", termination="max_turns", max_turns=2),
    )
    result = agent.run("add", history=history)
    assert result.metadata["turns"] == 2
    assert [r.turn for r in model.requests] == [0, 1]
    assert model.requests[0].messages[1:4] == history


def test_it_stops_when_cancelled_between_steps(workspace: Path):
    cancelled = threading.Event()

    def cancel_after_first(run: RunState, action: Action, tool: Tool | None) -> None:
        cancelled.set()  # a person pressed cancel while the first tool ran

    agent = make_agent(workspace, [ADD, {**ADD, "input": {"expression": "5"}}, DONE])
    agent.pause_hook = cancel_after_first
    agent.cancel_check = cancelled.is_set
    result = agent.run("add")
    assert result.stopped_reason == "cancelled"
    assert len(result.steps) == 1


class BrokenModel:
    name = "broken"

    def generate(self, request: ModelRequest) -> ModelReply:
        raise ModelError("HTTP 503 after 3 retries")


def test_it_stops_with_error_when_the_model_fails(workspace: Path):
    sink = ListSink()
    agent = Agent(
        model=BrokenModel(), tools=builtin_registry(), context=ToolContext(workspace=workspace)
    )
    result = agent.run("anything", sink)
    assert result.stopped_reason == "error"
    assert "503" in (result.metadata["error"] or "")
    finished = sink.events[-1]
    assert isinstance(finished, RunFinished) and "503" in (finished.error or "")


def test_it_pauses_before_a_gated_call_and_runs_nothing(workspace: Path):
    def gate(run: RunState, action: Action, tool: Tool | None) -> PauseRequest | None:
        if tool is not None and tool.effect == "write":
            return PauseRequest(kind="tainted_write", reason="a write after external input")
        return None

    write = {"thought": "w", "tool": "write_file", "input": {"path": "out.txt", "content": "x"}}
    agent = make_agent(workspace, [ADD, write, DONE])
    agent.pause_hook = gate
    result = agent.run("write")
    assert result.stopped_reason == "paused"
    assert len(result.steps) == 1
    assert not (workspace / "out.txt").exists()


def test_it_runs_several_native_calls_in_order_each_with_its_observation(workspace: Path):
    turn = {
        "thought": "both",
        "calls": [
            {"tool": "write_file", "input": {"path": "n.txt", "content": "1"}},
            {"tool": "read_file", "input": {"path": "n.txt"}},
            {"tool": "calculator", "input": {"expression": "6 * 7"}},
        ],
    }
    sink = ListSink()
    result = make_agent(workspace, [turn, DONE], channel="native").run("go", sink)
    assert [s.action.tool for s in result.steps[:3] if s.action] == [
        "write_file",
        "read_file",
        "calculator",
    ]
    outputs = [s.observation.output for s in result.steps[:3] if s.observation]
    assert outputs == ["wrote 1 bytes to n.txt", "1", "42"]
    assert {s.turn for s in result.steps[:3]} == {0}
    assert [s.call_id for s in result.steps[:3]] == ["call_0_0", "call_0_1", "call_0_2"]
    delivered = [e.call_id for e in sink.events if isinstance(e, ObservationDelivered)]
    assert delivered == ["call_0_0", "call_0_1", "call_0_2"]


def test_it_plays_the_same_script_to_the_same_answer_on_both_channels(workspace: Path):
    turn = {
        "thought": "both",
        "calls": [
            {"tool": "calculator", "input": {"expression": "6 * 7"}},
            {"tool": "calculator", "input": {"expression": "1 + 1"}},
        ],
    }
    react = make_agent(workspace, [turn, DONE], channel="react").run("go")
    native = make_agent(workspace, [turn, DONE], channel="native").run("go")
    assert react.final_answer == native.final_answer == "3"
    assert [s.action for s in react.steps] == [s.action for s in native.steps]
    assert react.metadata["turns"] == 3 and native.metadata["turns"] == 2


class Shouting(BaseReducer):
    """A reducer of our own: the output in capitals, one field."""

    name, version = "shouting", 1

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        return 1.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        text = bytes(doc.data).decode().upper()
        return Packet(artifact_id=info.id, reducer=self.key, summary=[text],
                      fields={"bytes": doc.size})  # fmt: skip


class Counter:
    def block(self, run: RunState, step: AgentStep) -> str:
        return f"[status] step {step.index + 1} of {run.config.max_steps}"


def test_it_delivers_the_packet_and_appends_the_block_without_changing_it(workspace: Path):
    (workspace / "a.txt").write_text("hello")
    sink = ListSink()
    cat = {"thought": "r", "tool": "run_command", "input": {"argv": ["cat", "a.txt"]}}
    agent = make_agent(workspace, [cat, DONE])
    agent.reducers = ReducerSet([Shouting()], passthrough_below=0)
    agent.reinforcer = Counter()
    result = agent.run("read", sink)
    step = result.steps[0]
    header, *rest = step.observation.output.split("\n")
    assert header.startswith("[art_") and header.endswith(" shouting@1 5B tainted]")
    assert rest == ["HELLO", "bytes: 5"]
    assert step.reinforcement == "[status] step 1 of 8"
    assert step.delivered == step.observation.output + "\n\n[status] step 1 of 8"
    raw = next(e for e in sink.events if isinstance(e, ToolFinished))
    assert raw.artifact_id is not None and raw.raw_bytes == 5
    kept = agent.artifacts.open(raw.artifact_id)
    assert bytes(kept.data) == b"hello", "the raw output is kept as the tool gave it"
    delivered = next(e for e in sink.events if isinstance(e, ObservationDelivered))
    assert delivered.packet is not None and delivered.packet["fields"] == {"bytes": 5}
    assert delivered.packet["reducer"] == "shouting@1"


def test_it_turns_a_crashing_tool_into_an_error_observation(workspace: Path):
    def explode(ctx: ToolContext, **arguments: Any) -> str:
        raise RuntimeError("disk on fire")

    agent = make_agent(workspace, [{"thought": "t", "tool": "boom", "input": {}}, DONE])
    agent.tools.add(Tool(name="boom", description="d", parameters={"type": "object"}, fn=explode))
    result = agent.run("x")
    observation = result.steps[0].observation
    assert observation is not None and observation.is_error
    assert observation.output == "boom raised RuntimeError: disk on fire"
    assert result.stopped_reason == "final_answer"


def test_it_holds_max_steps_inside_a_turn_of_several_calls(workspace: Path):
    many = {
        "thought": "all at once",
        "calls": [{"tool": "calculator", "input": {"expression": str(n)}} for n in range(6)],
    }
    result = make_agent(workspace, [many, DONE], channel="native", max_steps=2).run("count")
    assert result.stopped_reason == "max_steps"
    assert len(result.steps) == 2


def test_it_keeps_a_huge_output_out_of_the_context(workspace: Path):
    # tried: a 3 MB file read whole; the model gets a bounded packet, the store every byte
    content = "head\n" + "x" * 3_000_000 + "\ntail"
    (workspace / "big.txt").write_text(content)
    read = {"thought": "r", "tool": "read_file", "input": {"path": "big.txt"}}
    sink = ListSink()
    agent = make_agent(workspace, [read, DONE])
    result = agent.run("read", sink)
    text = result.steps[0].observation.output
    assert len(text.encode()) <= 4096
    finished = next(e for e in sink.events if isinstance(e, ToolFinished))
    assert text.startswith(f"[{finished.artifact_id} text@")
    assert bytes(agent.artifacts.open(finished.artifact_id).data) == content.encode()


def test_it_describes_binary_output_instead_of_showing_it(workspace: Path):
    (workspace / "bin.dat").write_bytes(b"PNG\x00\x01\xff")
    read = {"thought": "r", "tool": "read_file", "input": {"path": "bin.dat"}}
    result = make_agent(workspace, [read, DONE]).run("read")
    text = result.steps[0].observation.output
    assert "binary output, 6 bytes" in text and "\x00" not in text
