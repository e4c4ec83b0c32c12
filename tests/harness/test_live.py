"""Live updates: what a sink with `live` is told while a step forms, and what is not stored.

Tried: a scripted model with a delay (its reply told in pieces), the OpenAI-compatible
backend streaming from a real HTTP server, a gated write, a sink whose `live` fails, and
the JSONL sink, which has no `live`.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from harness import Agent, AgentConfig
from harness.agent.shapes import Action
from harness.agent.state import RunState
from harness.backends import openai_compat
from harness.backends.base import ModelRequest
from harness.backends.openai_compat import OpenAICompatModel
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.gate.pause import PauseRequest
from harness.reporting.live import (
    LiveUpdate,
    ModelCallStarted,
    ReplySoFar,
    ToolRunning,
    WaitingForReviewer,
)
from harness.reporting.sinks import JsonlSink, ListSink, TeeSink, read_jsonl
from harness.tools import builtin_registry
from harness.tools.base import Tool, ToolContext
from tests.harness.openai_server import OpenAIServer, Reply

SUM = {"thought": "Add them.", "tool": "calculator", "input": {"expression": "2 + 2"}}
DONE = {"thought": "Done.", "final_answer": "4"}


class LiveListSink(ListSink):
    def __init__(self) -> None:
        super().__init__()
        self.updates: list[LiveUpdate] = []
        self.events_seen: list[int] = []
        """How many events had been written when each update was told."""

    def live(self, update: LiveUpdate) -> None:
        self.updates.append(update)
        self.events_seen.append(len(self.events))


class BrokenLiveSink(ListSink):
    def live(self, update: LiveUpdate) -> None:
        raise ConnectionError("the live channel is down")


def scripted_agent(workspace: Path, delay: float = 0.0, **config: object) -> Agent:
    return Agent(
        model=ScriptedModel([ScriptedTurn(**SUM), ScriptedTurn(**DONE)], delay=delay),
        tools=builtin_registry().only(["calculator", "write_file"]),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(**config),  # type: ignore[arg-type]
    )


def test_a_sink_with_live_is_told_each_step_as_it_forms(workspace: Path) -> None:
    sink = LiveListSink()
    before = time.time()

    result = scripted_agent(workspace, delay=0.2).run("2 + 2?", sink)

    assert result.stopped_reason == "final_answer"
    kinds = [u.kind for u in sink.updates]
    step = ["model_call_started"] + ["reply_so_far"] * 4
    assert kinds == [*step, "tool_running", *step]
    started, *_ = sink.updates
    assert isinstance(started, ModelCallStarted)
    assert (started.index, started.turn) == (0, 0) and before <= started.at <= time.time()
    texts = [u.text for u in sink.updates[1:5] if isinstance(u, ReplySoFar)]
    assert texts[-1] == ' Add them.\nAction: calculator\nAction Input: {"expression": "2 + 2"}'
    assert all(texts[-1].startswith(t) for t in texts) and len(set(texts)) == 4
    running = sink.updates[5]
    assert isinstance(running, ToolRunning) and (running.index, running.name) == (0, "calculator")
    second = sink.updates[6]
    assert isinstance(second, ModelCallStarted) and (second.index, second.turn) == (1, 1)
    assert not any(isinstance(e, ReplySoFar) for e in sink.events)


def test_the_reply_so_far_follows_a_streaming_model(
    workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(openai_compat, "TELL_EVERY", 0.0)  # every chunk told
    reply = ' Add them.\nAction: calculator\nAction Input: {"expression": "2 + 2"}'
    with OpenAIServer() as server:
        server.script(Reply(text=reply, piece=6), Reply(text=" Done.\nFinal Answer: 4", piece=6))
        model = OpenAICompatModel(base_url=server.base_url, model="m", max_retries=0)
        agent = Agent(
            model=model,
            tools=builtin_registry().only(["calculator"]),
            context=ToolContext(workspace=workspace),
        )
        sink = LiveListSink()
        result = agent.run("2 + 2?", sink)

    assert result.stopped_reason == "final_answer", result.error
    first = [u.text for u in sink.updates if isinstance(u, ReplySoFar) and u.index == 0]
    assert first == [reply[:end] for end in range(6, len(reply), 6)] + [reply]


def test_a_gated_call_tells_that_it_waits_for_a_reviewer(workspace: Path) -> None:
    def gate(run: RunState, action: Action, tool: Tool | None) -> PauseRequest | None:
        return PauseRequest(kind="tainted_write", reason="a write") if action else None

    agent = scripted_agent(workspace)
    agent.pause_hook = gate
    sink = LiveListSink()

    result = agent.run("2 + 2?", sink)

    assert result.stopped_reason == "paused"
    assert isinstance(sink.updates[-1], WaitingForReviewer) and sink.updates[-1].index == 0
    assert not any(isinstance(u, ToolRunning) for u in sink.updates)
    # before the pause: a sink ends the live row at the pause (runs.live.LiveRelay.ended),
    # and a row that waits for a reviewer is the one it keeps
    assert sink.events_seen[-1] == [e.type for e in sink.events].index("run_paused")


def test_a_live_update_that_fails_does_not_stop_the_run(workspace: Path) -> None:
    sink = BrokenLiveSink()

    result = scripted_agent(workspace).run("2 + 2?", sink)

    assert (result.stopped_reason, result.final_answer) == ("final_answer", "4")


def test_the_jsonl_log_holds_no_live_update(workspace: Path, tmp_path: Path) -> None:
    shown = LiveListSink()
    with JsonlSink(tmp_path / "run.jsonl") as jsonl:
        scripted_agent(workspace, delay=0.1).run("2 + 2?", TeeSink(jsonl, shown))

    events = read_jsonl(tmp_path / "run.jsonl")
    assert len(shown.updates) == 11  # told through the tee, to the sink that shows them
    assert [e.type for e in events] == [e.type for e in shown.events]
    assert "reply_so_far" not in (tmp_path / "run.jsonl").read_text()


def test_a_paced_reply_is_told_a_piece_every_tenth_of_a_second() -> None:
    """A reply with a delay forms as a model streams it (the demo's take 7 s each), not in
    four jumps: tried with 1 s, which is ten pieces, each longer than the one before."""
    told: list[str] = []
    model = ScriptedModel([ScriptedTurn(thought="x" * 200, final_answer="done")], delay=1.0)
    model.generate(ModelRequest(purpose="step", turn=0, prompt="", on_text=told.append))
    assert len(told) == 10
    assert all(told[-1].startswith(text) for text in told) and len(set(told)) == 10
