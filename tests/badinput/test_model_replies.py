"""Hostile model replies through the real agent loop, on both channels.

A scripted model plays the hostile reply and then "Final Answer: done"; the tools are the
real built-ins on a workspace of the example's own. Each reply must land as a step whose
observation tells the model what was wrong (or as a valid action or final answer, when the
reply happens to be one); the run then goes on to the next reply, or stops with a reason.
Nothing raises, and every event can be written as JSON and read back, as the worker's sink
and a JSONL log do.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import example, given, note, settings
from hypothesis import strategies as st

from harness.agent.loop import Agent
from harness.agent.recordable import SURROGATE
from harness.agent.shapes import AgentRunResult, AgentStep, Channel
from harness.backends.base import ModelReply, ModelRequest
from harness.backends.scripted import ScriptedCall, ScriptedModel, ScriptedTurn
from harness.chat.react import ECHO_LIMIT
from harness.config import AgentConfig
from harness.output.artifacts import FileArtifactStore
from harness.reporting.events import Event, ModelReplied, event_adapter
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.badinput.hostile import (
    OFFERED,
    native_calls,
    nested_array,
    nested_object,
    react_replies,
    tool_names,
)

TEN_MB = 10 * 1024 * 1024
FINAL = ScriptedTurn(thought="done", final_answer="done")
STOPS = {"final_answer", "duplicate_action", "no_progress"}
"""How a run with one hostile turn may end: the answer (the next reply's, or its own), a call
repeated in the turn, or three unusable calls in a row (the stuck limit)."""


def cases(count: int) -> settings:
    """`count` generated cases, the same ones on every run (CI included)."""
    return settings(max_examples=count, derandomize=True, deadline=None, database=None)


@dataclass
class Recorder:
    """A real Model around the scripted one that keeps each request and the reply to it."""

    inner: ScriptedModel
    exchanges: list[tuple[ModelRequest, ModelReply]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.inner.name

    def generate(self, request: ModelRequest) -> ModelReply:
        reply = self.inner.generate(request)
        self.exchanges.append((request, reply))
        return reply


@dataclass
class Played:
    result: AgentRunResult
    events: list[Event]
    exchanges: list[tuple[ModelRequest, ModelReply]]

    def first_turn(self) -> list[AgentStep]:
        return [step for step in self.result.steps if step.turn == 0]


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="badinput-replies-") as folder:
        yield Path(folder)


def play(scratch: Path, turn: ScriptedTurn, channel: Channel) -> Played:
    """The hostile turn, then a final answer, through the real loop and tools."""
    model = Recorder(ScriptedModel([turn, FINAL]))
    agent = Agent(
        model=model,
        tools=builtin_registry().only(OFFERED),
        context=ToolContext(workspace=Path(tempfile.mkdtemp(dir=scratch))),
        config=AgentConfig(channel=channel, max_steps=12),
        artifacts=FileArtifactStore(scratch / "artifacts"),
    )
    sink = ListSink()
    result = agent.run("What is 6 * 7?", sink)
    return Played(result, sink.events, model.exchanges)


def assert_handled(played: Played) -> None:
    """What every hostile reply must come to (see the module's docstring)."""
    _assert_events_recordable(played.events)
    result = played.result
    assert result.metadata["error"] is None, result.metadata["error"]
    assert result.stopped_reason in STOPS, result.stopped_reason
    for step in played.first_turn():
        _assert_step_handled(step, last=step is result.steps[-1], stop=result.stopped_reason)
    _assert_reply_recorded(played)
    if result.stopped_reason == "no_progress":  # unusable calls, three in a row
        assert all(step.parse_error for step in result.steps[-3:])
        return
    if result.stopped_reason == "duplicate_action" or result.steps[0].final_answer is not None:
        return
    assert result.final_answer == "done", "the run goes on to the next reply"
    _assert_model_read_it(played)


def _assert_events_recordable(events: list[Event]) -> None:
    """Each event as the sinks write it (JSON), read back equal; and each action's arguments
    as a Step row's JSON column holds them (PostgreSQL's jsonb has no NaN)."""
    for event in events:
        assert event_adapter.validate_json(event.model_dump_json()) == event
        json.dumps(event.model_dump(mode="json"), allow_nan=False)
        step = getattr(event, "step", None)
        if isinstance(step, AgentStep) and step.action is not None:
            json.dumps(step.action.arguments, allow_nan=False)


def _assert_step_handled(step: AgentStep, *, last: bool, stop: str) -> None:
    if step.parse_error is not None:
        assert step.parse_error.strip(), "a parse error says what was wrong"
        assert step.action is None and step.observation is not None
        assert step.observation.is_error and step.observation.output == step.parse_error
        return
    if step.final_answer is not None:
        assert step.action is None
        return
    assert step.action is not None, "a step is an action, a final answer or an error"
    if step.observation is None:
        assert last and stop == "duplicate_action", "only a repeated call goes unanswered"
        return
    if step.action.tool not in [*OFFERED, "artifact_read"]:
        assert step.observation.is_error
        assert step.observation.output.startswith("unknown tool"), step.observation.output


def _assert_reply_recorded(played: Played) -> None:
    """The reply is in the log as it was sent, a lone surrogate made U+FFFD."""
    sent = played.exchanges[0][1].text
    replied = next(e for e in played.events if isinstance(e, ModelReplied))
    assert replied.text == SURROGATE.sub("\ufffd", sent)
    assert played.first_turn()[0].completion == replied.text


def _assert_model_read_it(played: Played) -> None:
    """The next request holds what each step of the hostile turn delivered; a ReAct
    prompt echoes an unusable reply only up to ECHO_LIMIT characters."""
    (first, _), (second, _) = played.exchanges[:2]
    delivered = [step.delivered or "" for step in played.first_turn()]
    if second.prompt is not None and first.prompt is not None:
        assert all(text in second.prompt for text in delivered)
        if played.first_turn()[0].parse_error is not None:
            growth = len(second.prompt) - len(first.prompt)
            assert growth <= ECHO_LIMIT + 64 + sum(map(len, delivered)), growth
        return
    contents = [message.get("content") for message in second.messages or []]
    assert all(text in contents for text in delivered)


# -- ReAct -------------------------------------------------------------------------------


@cases(350)
@given(reply=react_replies)
@example(reply="")
@example(reply="Thought: " + "x" * TEN_MB)
@example(reply=" thinking\nAction: calculator\nAction Input: " + nested_object(TEN_MB // 6))
@example(reply=' deep\nAction: calculator\nAction Input: {"a": ' + nested_array(200) + "}")
@example(reply='Action Input: {"expression": "1+1"}\nAction: calculator\nThought: backwards')
@example(reply="Observation: 2\nFinal Answer: early\nAction: calculator\nAction Input: {}")
@example(reply=' x\nAction: calculator\nAction Input: {"expression": "\\ud800"}')
@example(reply=' x\nAction: run_command\nAction Input: {"argv": ["ls"]}')
@example(reply=' x\nAction: calculator\nAction Input: {"expression": 42}')
@example(reply=' x\nAction: read_file\nAction Input: {"path": ["a"], "start_line": NaN}')
def test_a_react_reply_of_any_kind_lands_as_a_step(scratch: Path, reply: str):
    """Tried: any text (lone surrogates, NUL, bytes decoded with replace/ignore/
    surrogateescape/backslashreplace/latin-1), replies in the ReAct shape with any tool name
    (unknown, not offered, empty, 300 characters) and any arguments (wrong types, unknown
    fields, not an object, nested 1-3000 deep, NaN, 1e999, \\ud800 escapes, cut short,
    fenced), and markers missing, repeated and out of order; explicitly an empty reply, a
    10 MB reply and a 10 MB Action Input nested 1.7 million deep."""
    note(f"reply: {reply[:300]!r} ({len(reply)} chars)")
    assert_handled(play(scratch, ScriptedTurn(completion=reply), "react"))


def test_a_ten_megabyte_reply_costs_the_next_prompt_a_short_echo(scratch: Path):
    """Tried: a 10 MB reply with no marker. The model reads the parse error; the prompt
    grows by the echo (2,000 characters), the error and the notice of what was cut."""
    played = play(scratch, ScriptedTurn(completion="x" * TEN_MB), "react")
    step = played.result.steps[0]
    assert step.parse_error is not None and "no Thought/Action/Final Answer" in step.parse_error
    (first, _), (second, _) = played.exchanges
    assert first.prompt is not None and second.prompt is not None
    assert len(second.prompt) - len(first.prompt) < ECHO_LIMIT + 500
    assert f"[... {TEN_MB - ECHO_LIMIT} chars cut]" in second.prompt
    assert played.result.final_answer == "done"


# -- native tool calls -------------------------------------------------------------------


def native_turn(text: str, calls: list[tuple[str, str]]) -> ScriptedTurn:
    made = [ScriptedCall(tool=name, raw_input=arguments) for name, arguments in calls]
    return ScriptedTurn(completion=text, calls=made)


@cases(300)
@given(text=react_replies, calls=native_calls)
@example(text="", calls=[])
@example(text="x" * TEN_MB, calls=[])
@example(text="", calls=[("calculator", '{"expression": "' + "1+" * (TEN_MB // 2) + '1"}')])
@example(text="", calls=[("calculator", nested_object(TEN_MB // 6))])
@example(text="", calls=[("no_such_tool", "{}"), ("calculator", '{"expression": 42}')])
@example(text="", calls=[("calculator", '{"expression": "6*7"}')] * 2)
@example(text="\ud800", calls=[("calc\udfff", '{"expression": "\\ud800"}')])
@example(text="", calls=[("write_file", '{"path": "a", "content": ' + nested_array(70) + "}")])
def test_a_native_reply_of_any_kind_lands_as_steps(
    scratch: Path, text: str, calls: list[tuple[str, str]]
):
    """Tried: assistant text of any kind (as for ReAct) with 0-4 tool calls, each naming any
    tool (unknown, not offered, empty, lone surrogates) with any raw arguments (wrong types,
    not JSON, not an object, nested 1-3000 deep, NaN, \\ud800 escapes); explicitly an empty
    reply, 10 MB of text, 10 MB of arguments, arguments nested 1.7 million deep, an unknown
    tool next to a wrong type, and the same call twice."""
    note(f"text: {text[:200]!r} ({len(text)} chars); calls: {[c[:2] for c in calls]!r}"[:800])
    assert_handled(play(scratch, native_turn(text, calls), "native"))


@cases(60)
@given(name=tool_names)
def test_a_call_to_a_tool_that_does_not_exist_names_the_tools_there_are(scratch: Path, name: str):
    """Tried: native calls to any tool name; one not offered is an error that lists the
    offered tools, and the run goes on."""
    played = play(scratch, native_turn("", [(name, "{}")]), "native")
    assert_handled(played)
    step = played.result.steps[0]
    offered = [*OFFERED, "artifact_read"]
    if step.action is not None and step.action.tool not in offered:
        assert step.observation is not None
        assert all(tool in step.observation.output for tool in offered)


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ('{"expression": ' + nested_array(65) + "}", "nested more than 64 levels deep"),
        ('{"expression": "\\ud800"}', "lone surrogate"),
        ('{"expression": NaN}', "NaN or infinite"),
        ('{"expression": 1e999}', "NaN or infinite"),
        ('{"expression": ' + nested_array(100_000) + "}", "not valid JSON"),
        ('{"expression": 42}', "42 is not of type 'string'"),
        ('{"expression": "1", "extra": true}', "Additional properties are not allowed"),
    ],
)
@pytest.mark.parametrize("channel", ["react", "native"])
def test_arguments_no_log_could_hold_are_an_error_the_model_reads(
    scratch: Path, arguments: str, says: str, channel: Channel
):
    """Tried: arguments nested 65 and 100,000 deep, a \\ud800 escape, NaN, 1e999, a number
    for a string, an unknown field. Each is an error observation saying so, then the run
    goes on."""
    if channel == "react":
        turn = ScriptedTurn(completion=f" try\nAction: calculator\nAction Input: {arguments}")
    else:
        turn = native_turn("", [("calculator", arguments)])
    played = play(scratch, turn, channel)
    assert_handled(played)
    step = played.result.steps[0]
    assert step.observation is not None and step.observation.is_error
    assert says in step.observation.output, step.observation.output


@cases(40)
@given(reply=st.text(st.sampled_from("\ud800\udfffa\x00\n:"), max_size=40))
def test_a_plan_reply_with_lone_surrogates_is_recorded(scratch: Path, reply: str):
    """Tried: a planning reply made of lone surrogates, NUL, newlines and colons; the plan
    event can be written, and the run goes on to its steps."""
    model = ScriptedModel([FINAL], plan=reply)
    agent = Agent(
        model=model,
        tools=builtin_registry().only(OFFERED),
        context=ToolContext(workspace=Path(tempfile.mkdtemp(dir=scratch))),
        config=AgentConfig(plan=True),
        artifacts=FileArtifactStore(scratch / "artifacts"),
    )
    sink = ListSink()
    result = agent.run("What is 6 * 7?", sink)
    _assert_events_recordable(sink.events)
    assert result.final_answer == "done"
