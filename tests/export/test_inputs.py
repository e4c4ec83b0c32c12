"""What a model call's span says the model read: the request, rebuilt from the run's log.

Each run here is played with real tools and a scripted model wrapped in a recorder, so
the request the model was really sent is known; the span's input must be that request.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User

from accounts.models import Team
from harness import scenarios
from harness.agent.loop import Agent
from harness.backends.base import ModelRequest
from harness.backends.openai_compat import OpenAICompatModel
from harness.export import ExportOptions, SpanSpec, run_spans
from harness.export.messages import request_attributes
from harness.reporting.events import (
    Event,
    ModelReplied,
    ObservationDelivered,
    PlanMade,
    RunStarted,
    StepStarted,
)
from harness.reporting.sinks import ListSink
from harness.tools.base import ToolContext
from harness.tools.registry import ToolRegistry
from runs.agents import events_of
from runs.models import Run, RunEvent
from tests.conftest import free_port
from tests.export.conftest import ONE_TURN, RUN_ID
from tests.harness.conftest import RecordingModel

SCENARIOS = Path(__file__).parent / "scenarios"
ROLES = {"system", "user", "assistant", "tool"}
PART_TYPES = {"text", "tool_call", "tool_call_response"}


def recorded(name: str, workspace: Path, **config: Any) -> tuple[list[Event], list[ModelRequest]]:
    """A shipped scenario's events, and every request its model was sent."""
    scenario = scenarios.load(name)
    log = ListSink()
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(scenario, variables, workspace, config=config, run_id=RUN_ID)
        model = RecordingModel(agent.model)
        agent.model = model
        agent.run(scenario.goal_text(variables), log)
    return log.events, model.requests


def chat_spans(events: list[Event], **options: Any) -> list[SpanSpec]:
    spans = run_spans(events, ExportOptions(**options))
    return sorted(
        (s for s in spans if s.attributes.get("gen_ai.operation.name") == "chat"),
        key=lambda s: s.start,
    )


def inputs(span: SpanSpec) -> dict[str, Any]:
    keys = ("gen_ai.input.messages", "gen_ai.system_instructions", "gen_ai.tool.definitions")
    keys += ("gen_ai.request.stop_sequences", "loopglass.input.omitted_messages")
    return {k: span.attributes[k] for k in keys if k in span.attributes}


@pytest.mark.parametrize(
    ("scenario", "config"),
    [
        ("recovery", {"channel": "native"}),
        ("recovery", {"channel": "react"}),
        ("fix-failing-tests", {"channel": "native", "plan": True, "reinforcement": "block"}),
        ("fix-failing-tests", {"channel": "react", "reinforcement": "standing"}),
    ],
)
def test_each_model_call_span_holds_the_request_the_model_was_sent(
    scenario: str, config: dict[str, Any], tmp_path: Path
):
    """Tried on both channels, with a plan, with the reinforcement block after each tool
    result and with a standing block at the end of each request (kept in no transcript)."""
    events, requests = recorded(scenario, tmp_path / "ws", **config)
    spans = chat_spans(events)
    calls = len([e for e in events if isinstance(e, ModelReplied | PlanMade)])
    assert len(spans) == len(requests) == calls
    options = ExportOptions()
    for span, request in zip(spans, requests, strict=True):
        assert inputs(span) == request_attributes(request, options)
        assert inputs(span)["gen_ai.input.messages"]


def test_the_input_is_the_conventions_message_shape(tmp_path: Path):
    events, requests = recorded("recovery", tmp_path / "ws", channel="native")
    last = chat_spans(events)[-1].attributes
    [system] = json.loads(str(last["gen_ai.system_instructions"]))
    assert system == {"type": "text", "content": requests[-1].messages[0]["content"]}
    messages = json.loads(str(last["gen_ai.input.messages"]))
    assert messages[0] == {
        "role": "user",
        "parts": [{"type": "text", "content": requests[-1].messages[1]["content"]}],
    }
    asked: set[str] = set()
    for message in messages:
        assert message["role"] in ROLES and message["parts"]
        for part in message["parts"]:
            assert part["type"] in PART_TYPES
            if part["type"] == "tool_call":
                asked.add(part["id"])
            if part["type"] == "tool_call_response":
                assert part["id"] in asked, "a result answers a call made before it"
    responses = [m for m in messages if m["role"] == "tool"]
    # an unknown tool, arguments that are not JSON, a schema error, then the answer
    assert len(responses) == 4
    assert responses[-1]["parts"] == [
        {"type": "tool_call_response", "response": "14", "id": "call_3_0"}
    ]
    definitions = json.loads(str(last["gen_ai.tool.definitions"]))
    offered = requests[-1].tools
    assert [d["name"] for d in definitions] == [t["function"]["name"] for t in offered]
    assert all(d["type"] == "function" for d in definitions)
    [calculator] = [d for d in definitions if d["name"] == "calculator"]
    assert calculator["parameters"]["properties"]["expression"]["type"] == "string"
    assert calculator["description"].startswith("Evaluate")


def test_the_reinforcement_block_is_on_the_tool_span_and_in_what_the_model_read_next(
    tmp_path: Path,
):
    events, _ = recorded(
        "fix-failing-tests", tmp_path / "ws", channel="native", reinforcement="block"
    )
    delivered = [e for e in events if isinstance(e, ObservationDelivered)]
    assert delivered[0].reinforcement, "the block mode appends one to every tool return"
    spans = run_spans(events)
    tools = [s for s in spans if s.attributes.get("gen_ai.operation.name") == "execute_tool"]
    for span, observation in zip(tools, delivered, strict=True):
        assert span.attributes["loopglass.reinforcement"] == observation.reinforcement
        # the result is the tool's: the block is beside it, never in it
        assert span.attributes["gen_ai.tool.call.result"] == observation.observation
    second_chat = chat_spans(events)[1]
    messages = json.loads(str(second_chat.attributes["gen_ai.input.messages"]))
    [response] = [p for m in messages for p in m["parts"] if p["type"] == "tool_call_response"]
    assert response["response"] == delivered[0].text
    assert response["response"].endswith(delivered[0].reinforcement)


def test_a_tool_span_carries_the_packets_summary_fields_and_citations(tmp_path: Path):
    events, _ = recorded("fix-failing-tests", tmp_path / "ws", channel="react")
    packet = next(e.packet for e in events if isinstance(e, ObservationDelivered))
    assert packet is not None and packet["citations"] and packet["fields"]
    tool = next(s for s in run_spans(events) if s.attributes.get("gen_ai.tool.name") == "run_tests")
    attributes = tool.attributes
    # pytest@7 says it all in fields and citations; a summary, when a packet has one, too
    assert attributes.get("loopglass.packet.summary") == ("\n".join(packet["summary"]) or None)
    assert json.loads(str(attributes["loopglass.packet.fields"])) == packet["fields"]
    citations = json.loads(str(attributes["loopglass.packet.citations"]))
    assert [c["excerpt"] for c in citations] == [c["excerpt"] for c in packet["citations"]]
    first = packet["citations"][0]
    assert citations[0]["where"].startswith(f"L{first['start_line']}")
    assert citations[0]["label"] == first["label"]
    assert attributes["loopglass.packet.raw_bytes"] == packet["raw_bytes"] > 0
    without = run_spans(events, ExportOptions(content=False))
    texts = {k for s in without for k in s.attributes if k.startswith("loopglass.packet.")}
    assert not texts & {
        "loopglass.packet.summary",
        "loopglass.packet.fields",
        "loopglass.packet.citations",
    }, "tool output is content"


def test_a_long_input_keeps_the_goal_and_the_newest_messages_saying_what_it_left_out(
    tmp_path: Path,
):
    events, requests = recorded("recovery", tmp_path / "ws", channel="native")
    last = chat_spans(events, max_input_chars=600)[-1].attributes
    messages = json.loads(str(last["gen_ai.input.messages"]))
    whole = requests[-1].messages[1:]  # after the system prompt
    omitted = int(last["loopglass.input.omitted_messages"])
    assert omitted > 0 and len(messages) == len(whole) - omitted + 1
    assert messages[0]["parts"][0]["content"] == whole[0]["content"], "the goal stays"
    assert messages[1]["parts"][0]["content"].startswith(f"[{omitted} earlier messages left out")
    assert messages[-1]["parts"][0]["response"] == whole[-1]["content"], "the newest stays"


def test_a_long_react_prompt_keeps_its_start_and_its_end(tmp_path: Path):
    events, requests = recorded("fix-failing-tests", tmp_path / "ws", channel="react")
    last = chat_spans(events, max_input_chars=2000)[-1].attributes
    [message] = json.loads(str(last["gen_ai.input.messages"]))
    prompt = requests[-1].prompt
    assert prompt is not None and len(prompt) > 2000
    text = message["parts"][0]["content"]
    assert text.startswith(prompt[:500]) and text.endswith(prompt[-1500:])
    assert f"[… {len(prompt) - 2000} chars left out to fit the export …]" in text


def test_no_content_leaves_the_input_out(tmp_path: Path):
    events, _ = recorded("recovery", tmp_path / "ws", channel="native")
    for span in chat_spans(events, content=False):
        assert inputs(span) == {}


def test_a_log_it_cannot_replay_is_exported_without_inputs(recovery):
    """Tried with a run_started whose config no harness accepts (an older log, say)."""
    broken = [
        e.model_copy(update={"config": {"channel": "telepathy"}}) if e.type == "run_started" else e
        for e in recovery
    ]
    spans = chat_spans(broken)
    assert len(spans) == 5 and not any(inputs(s) for s in spans)
    assert [s.attributes["gen_ai.output.messages"] for s in spans] == [
        s.attributes["gen_ai.output.messages"] for s in chat_spans(recovery)
    ]


def test_the_backends_sampling_parameters_are_logged_and_on_each_model_call(tmp_path: Path):
    """A playground replays a call with them. Tried with an OpenAI-compatible backend at a
    port nobody listens on: the run fails at its first call, whose span has them."""
    model = OpenAICompatModel(
        base_url=f"http://127.0.0.1:{free_port()}/v1",
        model="m",
        temperature=0.3,
        max_tokens=77,
        max_retries=0,
        timeout=2,
    )
    agent = Agent(model=model, tools=ToolRegistry(), context=ToolContext(workspace=tmp_path))
    log = ListSink()
    agent.run("say hi", log)
    [started] = [e for e in log.events if isinstance(e, RunStarted)]
    assert started.sampling == {"temperature": 0.3, "max_tokens": 77}
    [chat] = chat_spans(log.events)
    assert chat.error is not None, "nobody answered"
    assert chat.attributes["gen_ai.request.temperature"] == 0.3
    assert chat.attributes["gen_ai.request.max_tokens"] == 77
    assert "Goal: say hi" in str(chat.attributes["gen_ai.input.messages"])


def test_a_call_that_never_replied_shows_what_it_was_sent_standing_block_included(
    tmp_path: Path,
):
    """The backend fails at the second call (the script runs out), in the `standing` mode,
    whose block is in no transcript: the call's span has the request as sent."""
    events, requests = recorded(str(ONE_TURN), tmp_path / "ws", reinforcement="standing")
    failed = chat_spans(events)[-1]
    assert failed.error is not None and failed.attributes["loopglass.turn"] == 1
    assert inputs(failed) == request_attributes(requests[-1], ExportOptions())
    standing = [e for e in events if isinstance(e, StepStarted)][-1].standing
    [sent] = json.loads(str(failed.attributes["gen_ai.input.messages"]))
    assert standing and standing in sent["parts"][0]["content"]


def test_a_run_with_history_keeps_the_goal_when_its_input_is_cut(tmp_path: Path):
    """Native history comes before the goal: the cut keeps the goal, not the first message
    of the history, and never starts the kept tail with a result whose call it left out."""
    history = json.loads((SCENARIOS / "history.json").read_text())
    scenario = scenarios.load("recovery")
    log = ListSink()
    with scenarios.prepared(scenario, tmp_path / "ws") as variables:
        agent = scenarios.build_agent(
            scenario, variables, tmp_path / "ws", config={"channel": "native"}, run_id=RUN_ID
        )
        agent.run(scenario.goal_text(variables), log, history=history)
    last = chat_spans(log.events, max_input_chars=1500)[-1].attributes
    messages = json.loads(str(last["gen_ai.input.messages"]))
    assert messages[0]["parts"][0]["content"].startswith("Goal: ")
    omitted = int(last["loopglass.input.omitted_messages"])
    assert messages[1]["parts"][0]["content"].startswith(f"[{omitted} earlier messages")
    call = messages[2]
    assert call["role"] == "assistant", "the tail starts with a call, not a result"
    asked: set[str] = set()
    for message in messages[2:]:  # every result kept answers a call kept before it
        asked |= {p["id"] for p in message["parts"] if p["type"] == "tool_call"}
        if message["role"] == "tool":
            assert message["parts"][0]["id"] in asked
    # the cap is passed by no more than reaching back to a call takes
    assert len(str(last["gen_ai.input.messages"])) <= 1500 + len(json.dumps([call]))


def test_an_empty_reply_is_a_message_with_an_empty_text_part():
    """A receiver (Phoenix) drops a whole input whose one message it cannot read."""
    request = ModelRequest(
        purpose="step",
        turn=1,
        messages=[{"role": "user", "content": "Goal: g"}, {"role": "assistant", "content": ""}],
    )
    messages = json.loads(
        str(request_attributes(request, ExportOptions())["gen_ai.input.messages"])
    )
    assert messages[1] == {"role": "assistant", "parts": [{"type": "text", "content": ""}]}


def test_the_inputs_read_back_from_the_database_are_the_inputs_sent(tmp_path: Path, db: None):
    """PostgreSQL's jsonb reorders an object's keys (SQLite's JSON keeps them): tried by
    storing each event as a run's log in the real database and reading it back, on both
    channels, as `export_otel` reads a run (runs.agents.events_of)."""
    owner = User.objects.create(username="owner")
    team = Team.objects.create(name="team")
    for channel in ("react", "native"):
        events, requests = recorded("fix-failing-tests", tmp_path / channel, channel=channel)
        run = Run.objects.create(team=team, created_by=owner, goal="g", config={})
        RunEvent.objects.bulk_create(
            RunEvent(run=run, seq=seq, type=event.type, data=event.model_dump(mode="json"))
            for seq, event in enumerate(events)
        )
        assert [inputs(s) for s in chat_spans(events_of(run.pk))] == [
            request_attributes(r, ExportOptions()) for r in requests
        ]
