"""The scratchpad, the append-only transcript and the character cap."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path

from harness.agent.loop import Agent
from harness.agent.shapes import Action, AgentStep
from harness.backends.base import ModelReply
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.chat.react import ReactTranscript, as_written
from harness.config import AgentConfig
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import RecordingModel

TURNS = [
    ScriptedTurn(thought="add", tool="calculator", input={"expression": "1 + 1"}),
    ScriptedTurn(thought="bad", tool="calculator", input={"expression": "import os"}),
    ScriptedTurn(thought="unknown", tool="nope", input={}),
    ScriptedTurn(completion=" no markers here"),
    ScriptedTurn(thought="write", tool="write_file", input={"path": "a.txt", "content": "é\n"}),
    ScriptedTurn(thought="done", final_answer="2"),
]


def _run(workspace: Path, channel: str, **config: object) -> RecordingModel:
    model = RecordingModel(ScriptedModel(TURNS))
    agent = Agent(
        model=model,
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(channel=channel, max_steps=20, **config),
    )  # type: ignore[arg-type]
    result = agent.run("compute 1 + 1")
    assert result.stopped_reason == "final_answer"
    return model


def test_it_makes_each_react_prompt_begin_with_the_previous_one(workspace: Path):
    prompts = [r.prompt for r in _run(workspace, "react").requests]
    assert len(prompts) == len(TURNS)
    for earlier, later in pairwise(prompts):
        assert later.startswith(earlier)
        assert later.endswith("\nThought:")


def test_it_makes_each_native_conversation_extend_the_previous_one(workspace: Path):
    conversations = [r.messages for r in _run(workspace, "native").requests]
    for earlier, later in pairwise(conversations):
        assert later[: len(earlier)] == earlier
        assert len(later) > len(earlier)


def test_it_renders_the_scratchpad_as_thought_action_input_observation(workspace: Path):
    prompt = _run(workspace, "react").requests[-1].prompt
    arguments = json.dumps({"path": "a.txt", "content": "é\n"})
    assert (
        f"\nThought: write\nAction: write_file\nAction Input: {arguments}\nObservation: wrote"
        in prompt
    )
    assert '\nThought: add\nAction: calculator\nAction Input: {"expression": "1 + 1"}' in prompt
    assert "\nObservation: 2\n" in prompt
    assert "\nObservation: [error] calculator: " in prompt
    assert (
        "\nObservation: [error] unknown tool 'nope'; the tools are: artifact_read, calc" in prompt
    )
    # an unusable reply is echoed as written, then the error
    assert "\nThought: no markers here\nObservation: [error] no Thought/Action" in prompt


def test_it_marks_errors_in_native_tool_messages(workspace: Path):
    messages = _run(workspace, "native").requests[-1].messages
    tool_messages = [m for m in messages if m["role"] == "tool"]
    assert tool_messages[0]["content"] == "2"
    assert tool_messages[1]["content"].startswith("[error] calculator: ")
    assert tool_messages[2]["content"].startswith("[error] unknown tool 'nope'")
    ids = [c["id"] for m in messages if m["role"] == "assistant" for c in m.get("tool_calls", [])]
    assert [m["tool_call_id"] for m in tool_messages] == ids


def test_it_drops_the_oldest_observations_with_a_notice_past_the_cap(workspace: Path):
    (workspace / "big.txt").write_text("x" * 3000)
    turns = [
        ScriptedTurn(
            thought=f"read {n}", tool="read_file", input={"path": "big.txt", "start_line": 1}
        )
        for n in range(6)
    ] + [ScriptedTurn(thought="done", final_answer="ok")]
    model = RecordingModel(ScriptedModel(turns))
    agent = Agent(
        model=model,
        tools=builtin_registry(),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(max_prompt_chars=8000, max_steps=10, loop_detection=False),
    )
    assert agent.run("read").stopped_reason == "final_answer"
    last = model.requests[-1].prompt
    assert len(last) <= 8000
    assert "[observation dropped to fit the context: 3000 chars]" in last
    assert last.count("x" * 3000) >= 1, "the newest observation stays whole"
    assert last.index("dropped") < last.index("x" * 3000), "the oldest go first"


def test_a_react_step_read_back_from_jsonb_shows_its_arguments_as_the_model_wrote_them():
    """PostgreSQL's jsonb stores an object's keys shortest first: the step read back has
    `{"path", "content"}` for the model's `{"content", "path"}`. The prompt a resumed run
    (or an export) rebuilds, through `as_written`, must show what the model wrote; a
    reviewer's edit stays."""
    written = '{"content": "hi", "path": "a.txt"}'
    reply = ModelReply(text=f" write\nAction: write_file\nAction Input: {written}")
    reordered = Action(tool="write_file", arguments={"path": "a.txt", "content": "hi"})
    edited = Action(tool="write_file", arguments={"path": "b.txt", "content": "hi"})
    prompts = []
    for action in (reordered, edited):
        transcript = ReactTranscript("header\n")
        step = AgentStep(index=0, turn=0, thought="write", action=action)
        transcript.add_step(as_written(step, reply), reply)
        prompts.append(transcript.prompt())
    assert f"Action Input: {written}\nObservation: " in prompts[0]
    assert 'Action Input: {"path": "b.txt", "content": "hi"}\nObservation: ' in prompts[1]
