"""The replay backend: the same decisions again, under another reducer."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.agent.loop import Agent
from harness.backends import get_backend
from harness.backends.base import ModelError, ModelRequest
from harness.backends.replay import ReplayModel
from harness.config import AgentConfig
from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import BaseReducer, Packet, ReducerSet
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import make_agent

TURNS = [
    {"thought": "a", "tool": "run_command", "input": {"argv": ["echo", "42"]}},
    {"thought": "b", "tool": "write_file", "input": {"path": "x.txt", "content": "42"}},
    {"thought": "c", "final_answer": "42"},
]


class Bracketed(BaseReducer):
    """Another reducer: the output between brackets."""

    name, version = "bracketed", 1

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        return 1.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        return Packet(
            artifact_id=info.id, reducer=self.key, summary=[f"<<{bytes(doc.data).decode()}>>"]
        )


@pytest.mark.parametrize("channel", ["react", "native"])
def test_it_replays_the_recorded_decisions_under_another_reducer(tmp_path: Path, channel: str):
    first_ws, second_ws = tmp_path / "1", tmp_path / "2"
    first_ws.mkdir()
    second_ws.mkdir()
    sink = ListSink()
    original = make_agent(first_ws, TURNS, channel=channel, plan=False).run("go", sink)
    replay = Agent(
        model=ReplayModel(sink.events),
        tools=builtin_registry(),
        context=ToolContext(workspace=second_ws),
        reducers=ReducerSet([Bracketed()], passthrough_below=0),
        config=AgentConfig(channel=channel),
    )
    again = replay.run("go")
    assert again.final_answer == original.final_answer
    assert [s.action for s in again.steps] == [s.action for s in original.steps]
    assert again.steps[0].observation.output.endswith(" bracketed@1 3B tainted]\n<<42\n>>")
    assert original.steps[0].observation.output.endswith(" tainted]\n42")
    assert (second_ws / "x.txt").read_text() == "42", "the tools really ran again"
    assert replay.model.name == "replay:scripted"


def test_it_says_when_the_recording_runs_out():
    with pytest.raises(ModelError, match="no reply for turn 0"):
        ReplayModel([]).generate(ModelRequest(purpose="step", turn=0, prompt="x"))


def test_it_builds_backends_by_name_and_refuses_unknown_ones():
    assert get_backend("replay", events=[]).name == "replay"
    with pytest.raises(ValueError, match="unknown backend 'gpt'; known: openai, replay, scripted"):
        get_backend("gpt")
