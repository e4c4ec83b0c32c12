"""Runs exported as OpenTelemetry traces, read back by a real OTLP/HTTP receiver."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from harness.agent.shapes import Action
from harness.export import ExportOptions, SpanSpec, run_spans
from harness.export.otel import LIVE_DELAY, ExportFailed, OtelExporter, OtelSink, export_run
from harness.gate.pause import Decision, Resolution
from harness.reporting.events import (
    Event,
    ModelReplied,
    ObservationDelivered,
    PolicyDecided,
    RunFinished,
    RunPaused,
    RunResumed,
    RunStarted,
    ToolFinished,
    ToolStarted,
)
from tests.conftest import ROOT, free_port
from tests.export.conftest import ONE_TURN, RUN_ID, play
from tests.export.receiver import ReceivedSpan, Receiver

BASE = "https://loopglass.example.com"


def nanos(ts: float) -> int:
    return round(ts * 1_000_000_000)


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def exported(
    events: list[Event], receiver: Receiver, **options: Any
) -> tuple[ReceivedSpan, list[ReceivedSpan], list[ReceivedSpan]]:
    """Export a run; the run's span, its model-call spans and its tool-call spans (the run's
    start span, between the run's and the calls', is checked here)."""
    summary = export_run(events, endpoint=receiver.endpoint, options=ExportOptions(**options))
    spans = receiver.wait_for(summary.spans)
    assert len(spans) == summary.spans
    [root] = [s for s in spans if s.operation == "invoke_agent"]
    [start] = [s for s in spans if s.name.startswith("start_run ")]
    assert start.parent_id == root.span_id and start.start == start.end == root.start
    chats = sorted((s for s in spans if s.operation == "chat"), key=lambda s: s.start)
    tools = sorted((s for s in spans if s.operation == "execute_tool"), key=lambda s: s.start)
    assert len(spans) == 2 + len(chats) + len(tools), "no span of another kind"
    assert {s.parent_id for s in chats + tools} == {start.span_id}
    return root, chats, tools


# -- the shape of the trace ----------------------------------------------------------


def test_it_exports_one_span_per_run_model_call_and_tool_call(recovery, receiver: Receiver):
    root, chats, tools = exported(recovery, receiver)
    assert len(chats) == len(of(recovery, ModelReplied)) == 5
    assert len(tools) == len(of(recovery, ToolStarted)) == 3, "the malformed call never ran"
    assert root.name == "invoke_agent loopglass" and root.kind == "SPAN_KIND_INTERNAL"
    assert {s.name for s in chats} == {"chat recovery"}
    assert all(s.kind == "SPAN_KIND_CLIENT" for s in chats)
    assert [s.name for s in tools] == [
        "execute_tool web_search",
        "execute_tool calculator",
        "execute_tool calculator",
    ]
    assert all(s.kind == "SPAN_KIND_INTERNAL" for s in tools)
    assert root.service == "loopglass"


def test_every_call_is_under_the_runs_start_which_is_under_the_run(recovery, receiver: Receiver):
    """The start span is sent when the run starts: a backend shows the calls under it as
    one trace while the run goes on; the run's own span, sent at its end, holds it."""
    root, chats, tools = exported(recovery, receiver, base_url=BASE)
    assert root.parent_id is None
    [start] = [s for s in receiver.spans if s.parent_id == root.span_id]
    assert {s.parent_id for s in chats + tools} == {start.span_id}
    assert {s.trace_id for s in [start, *chats, *tools]} == {root.trace_id}
    assert len({s.span_id for s in [root, start, *chats, *tools]}) == 10
    goal = of(recovery, RunStarted)[0].goal
    assert start.attributes["input.value"] == goal == start.attributes["loopglass.goal"]
    assert start.attributes["session.id"] == RUN_ID
    assert start.attributes["loopglass.run.url"] == f"{BASE}/runs/{RUN_ID}/"
    assert start.attributes["openinference.span.kind"] == "CHAIN"
    assert "gen_ai.operation.name" not in start.attributes


def test_the_spans_keep_the_runs_timeline(recovery, receiver: Receiver):
    root, chats, tools = exported(recovery, receiver)
    started, finished = of(recovery, RunStarted)[0], of(recovery, RunFinished)[0]
    assert (root.start, root.end) == (nanos(started.ts), nanos(finished.ts))
    replies, calls = of(recovery, ModelReplied), of(recovery, ToolStarted)
    assert [s.end for s in chats] == [nanos(r.ts) for r in replies]
    assert [s.end - s.start for s in chats] == [
        pytest.approx(nanos(r.ts) - nanos(r.ts - r.latency), abs=2) for r in replies
    ]
    assert [s.start for s in tools] == [nanos(c.ts) for c in calls]
    assert [s.end for s in tools] == [nanos(f.ts) for f in of(recovery, ToolFinished)]
    for span in chats + tools:
        assert root.start <= span.start <= span.end <= root.end
    # in time order, the calls come as the run made them (turn 1's call never ran)
    timeline = [
        s.attributes.get("gen_ai.tool.name", "chat")
        for s in sorted(chats + tools, key=lambda s: s.start)
    ]
    assert timeline == [
        "chat", "web_search", "chat", "chat", "calculator", "chat", "calculator", "chat"
    ]  # fmt: skip


# -- the GenAI attributes --------------------------------------------------------------


def test_the_run_span_says_agent_model_goal_and_usage(recovery, receiver: Receiver):
    root, _, _ = exported(recovery, receiver, base_url=BASE)
    started, finished = of(recovery, RunStarted)[0], of(recovery, RunFinished)[0]
    attributes = root.attributes
    assert attributes["gen_ai.operation.name"] == "invoke_agent"
    assert attributes["gen_ai.agent.name"] == "loopglass"
    assert attributes["gen_ai.provider.name"] == "scripted"
    assert attributes["gen_ai.request.model"] == "recovery"
    assert attributes["gen_ai.conversation.id"] == RUN_ID
    assert attributes["gen_ai.usage.input_tokens"] == finished.tokens_in > 0
    assert attributes["gen_ai.usage.output_tokens"] == finished.tokens_out > 0
    assert attributes["loopglass.goal"] == started.goal
    assert attributes["loopglass.stopped_reason"] == "final_answer"
    assert attributes["loopglass.tool_errors"] == 3
    assert attributes["loopglass.run.url"] == f"{BASE}/runs/{RUN_ID}/"
    [message] = json.loads(attributes["gen_ai.input.messages"])
    assert message == {"role": "user", "parts": [{"type": "text", "content": started.goal}]}
    [answer] = json.loads(attributes["gen_ai.output.messages"])
    assert answer["parts"][0]["content"] == finished.final_answer == "2 * (3 + 4) = 14"
    assert root.status == "STATUS_CODE_UNSET"
    # OpenInference's names, which Phoenix's trace list shows as the run's input and output
    assert attributes["input.value"] == started.goal
    assert attributes["output.value"] == finished.final_answer


def test_every_span_names_its_project_installation_and_session(recovery, receiver: Receiver):
    """Two installations exporting into one backend: a project each can pick, a session id
    that says whose run 7 it is, and the installation in every span's resource."""
    root, chats, tools = exported(recovery, receiver, project="triage", installation="i-1")
    for span in (root, *chats, *tools):
        assert span.service == span.resource["openinference.project.name"] == "triage"
        assert span.resource["service.instance.id"] == "i-1"
    for span in (root, *chats):
        assert span.attributes["session.id"] == f"i-1/{RUN_ID}"
        assert span.attributes["gen_ai.conversation.id"] == f"i-1/{RUN_ID}"


def test_a_model_call_span_has_its_tokens_and_completion(recovery, receiver: Receiver):
    _, chats, _ = exported(recovery, receiver)
    replies = of(recovery, ModelReplied)
    for span, reply in zip(chats, replies, strict=True):
        assert span.attributes["gen_ai.operation.name"] == "chat"
        assert span.attributes["gen_ai.request.model"] == "recovery"
        assert span.attributes["gen_ai.usage.input_tokens"] == reply.tokens_in
        assert span.attributes["gen_ai.usage.output_tokens"] == reply.tokens_out
        assert span.attributes["loopglass.turn"] == reply.turn
    [first] = json.loads(chats[0].attributes["gen_ai.output.messages"])
    assert first["finish_reason"] == "tool_call"
    assert first["parts"] == [
        {"type": "text", "content": "Look the answer up on the web."},
        {"type": "tool_call", "id": "call_0_0", "name": "web_search",
         "arguments": '{"query": "2 * (3 + 4)"}'},
    ]  # fmt: skip
    [last] = json.loads(chats[-1].attributes["gen_ai.output.messages"])
    assert last["finish_reason"] == "stop"
    assert last["parts"] == [{"type": "text", "content": "2 * (3 + 4) = 14"}]


def test_a_tool_span_names_the_tool_and_its_call(recovery, receiver: Receiver):
    _, _, tools = exported(recovery, receiver)
    calls = of(recovery, ToolStarted)
    for span, call in zip(tools, calls, strict=True):
        assert span.attributes["gen_ai.operation.name"] == "execute_tool"
        assert span.attributes["gen_ai.tool.name"] == call.tool
        assert span.attributes["gen_ai.tool.call.id"] == call.call_id
        assert json.loads(span.attributes["gen_ai.tool.call.arguments"]) == call.arguments
    assert tools[2].attributes["gen_ai.tool.description"].startswith("Evaluate")
    assert tools[2].attributes["gen_ai.tool.call.result"] == "14"


def test_a_failed_tool_call_has_an_error_status_with_its_reason(recovery, receiver: Receiver):
    _, _, tools = exported(recovery, receiver)
    unknown, schema, good = tools
    assert unknown.status == "STATUS_CODE_ERROR"
    assert unknown.status_message.startswith("unknown tool 'web_search'; the tools are:")
    assert unknown.attributes["error.type"] == "tool_error"
    assert "gen_ai.tool.call.result" not in unknown.attributes
    assert schema.status == "STATUS_CODE_ERROR"
    assert "Additional properties are not allowed" in schema.status_message
    assert good.status == "STATUS_CODE_UNSET" and "error.type" not in good.attributes


def test_a_tool_span_links_its_artifact_and_packet(fixing, receiver: Receiver):
    _, _, tools = exported(fixing, receiver, base_url=BASE + "/")
    first = tools[0]
    finished = of(fixing, ToolFinished)[0]
    packet = of(fixing, ObservationDelivered)[0].packet
    assert finished.tool == "run_tests" and finished.artifact_id and packet is not None
    attributes = first.attributes
    assert attributes["loopglass.artifact.id"] == finished.artifact_id
    assert attributes["loopglass.artifact.url"] == f"{BASE}/artifacts/{finished.artifact_id}/"
    assert attributes["loopglass.artifact.sha256"] == finished.sha256
    assert attributes["loopglass.artifact.bytes"] == finished.raw_bytes > 0
    assert attributes["loopglass.tool.exit_status"] == 1, "pytest failed: a result, not an error"
    assert attributes["loopglass.packet.reducer"] == packet["reducer"]
    assert attributes["loopglass.packet.reducer"].startswith("pytest@")
    assert attributes["loopglass.packet.bytes"] == packet["packet_bytes"] > 0
    assert attributes["loopglass.packet.tainted"] is True, "test output is external-runtime"
    assert attributes["loopglass.packet.truncated"] is packet["truncated"]
    assert first.status == "STATUS_CODE_UNSET"
    read_file = tools[1].attributes
    assert read_file["loopglass.packet.tainted"] is False
    assert read_file["loopglass.artifact.url"].endswith(
        f"/artifacts/{read_file['loopglass.artifact.id']}/"
    )


def test_no_content_leaves_the_text_out(recovery, receiver: Receiver):
    root, chats, tools = exported(recovery, receiver, content=False)
    for span in [root, *chats, *tools]:
        assert not {k for k in span.attributes if "messages" in k or ".call.arguments" in k}
        assert "gen_ai.tool.call.result" not in span.attributes
    assert "gen_ai.usage.input_tokens" in chats[0].attributes


def test_long_text_is_cut_saying_how_long_it_was(fixing, receiver: Receiver):
    _, _, tools = exported(fixing, receiver, max_chars=40)
    write = tools[2].attributes["gen_ai.tool.call.arguments"]
    whole = json.dumps(of(fixing, ToolStarted)[2].arguments)
    assert write == f"{whole[:40]}…[{len(whole)} chars]"


# -- the same run, the same trace ------------------------------------------------------


def test_a_run_exported_twice_is_the_same_trace(recovery, receiver: Receiver):
    first = export_run(recovery, endpoint=receiver.endpoint)
    spans = receiver.wait_for(first.spans)
    receiver.clear()
    rows = [event.model_dump(mode="json") for event in recovery]  # as RunEvent rows hold them
    second = export_run(rows, endpoint=receiver.endpoint)
    again = receiver.wait_for(second.spans)
    assert first.trace_id == second.trace_id == spans[0].trace_id
    assert sorted(s.span_id for s in spans) == sorted(s.span_id for s in again)
    assert {s.span_id: s.attributes for s in spans} == {s.span_id: s.attributes for s in again}


def test_another_run_or_namespace_is_another_trace(recovery):
    same = run_spans(recovery)[0].trace_id
    other = [e.model_copy(update={"run_id": "8"}) for e in recovery]
    assert run_spans(other)[0].trace_id != same
    assert run_spans(recovery, ExportOptions(namespace="staging"))[0].trace_id != same


# -- live export -----------------------------------------------------------------------


def test_the_sink_exports_a_run_as_it_goes(tmp_path: Path, receiver: Receiver):
    exporter = OtelExporter(receiver.endpoint)
    sink = OtelSink(exporter, ExportOptions(base_url=BASE))
    events = play("recovery", tmp_path / "ws", sink, channel="native")
    sink.close()
    live = receiver.wait_for(10)
    assert exporter.sent == len(live) == 10
    receiver.clear()
    export_run(events, endpoint=receiver.endpoint, options=ExportOptions(base_url=BASE))
    batch = receiver.wait_for(10)
    assert {
        s.span_id: (s.name, s.parent_id, s.start, s.end, s.attributes, s.status) for s in live
    } == {s.span_id: (s.name, s.parent_id, s.start, s.end, s.attributes, s.status) for s in batch}


def test_a_live_span_arrives_without_a_flush_within_a_second(recovery, receiver: Receiver):
    """The SDK's batch waited 5 s by default: a live run's spans came seconds late."""
    sink = OtelSink(OtelExporter(receiver.endpoint, delay=LIVE_DELAY))
    first_reply = next(i for i, e in enumerate(recovery) if isinstance(e, ModelReplied))
    started = time.monotonic()
    for event in recovery[: first_reply + 1]:
        sink.emit(event)  # no flush: nothing here ends or pauses the run
    start, chat = receiver.wait_for(2, timeout=4)
    assert start.name == "start_run loopglass", "sent when the run started"
    assert chat.operation == "chat" and time.monotonic() - started < 2.5
    sink.close()


def test_the_sink_sends_each_call_before_the_run_ends(recovery, receiver: Receiver):
    sink = OtelSink(OtelExporter(receiver.endpoint))
    first_tool_done = next(i for i, e in enumerate(recovery) if isinstance(e, ObservationDelivered))
    for event in recovery[: first_tool_done + 1]:
        sink.emit(event)
    sink.exporter.flush()
    early = receiver.wait_for(3)
    assert [s.name for s in sorted(early, key=lambda s: s.start)] == [
        "start_run loopglass",
        "chat recovery",
        "execute_tool web_search",
    ]
    for event in recovery[first_tool_done + 1 :]:
        sink.emit(event)  # run_finished flushes
    spans = receiver.wait_for(10)
    assert len(spans) == 10 and spans[-1].operation == "invoke_agent"
    sink.close()


def test_a_resumed_runs_sink_sends_only_what_is_new(recovery, receiver: Receiver):
    cut = next(i for i, e in enumerate(recovery) if isinstance(e, ModelReplied) and e.turn == 3)
    sink = OtelSink(OtelExporter(receiver.endpoint), history=recovery[:cut])
    for event in recovery[cut:]:
        sink.emit(event)
    sink.close()
    spans = receiver.wait_for(4)
    names = sorted(s.name for s in spans)
    assert names == [
        "chat recovery",
        "chat recovery",
        "execute_tool calculator",
        "invoke_agent loopglass",
    ]
    whole = {spec.span_id: spec for spec in run_spans(recovery)}
    for span in spans:
        spec = whole[int(span.span_id, 16)]
        assert (span.name, span.start) == (spec.name, nanos(spec.start)), "the ids of the whole run"


# -- runs that did not end well ----------------------------------------------------------


def test_a_call_the_log_never_saw_finish_is_an_interrupted_span(recovery):
    last_start = max(i for i, e in enumerate(recovery) if isinstance(e, ToolStarted))
    crashed = recovery[: last_start + 1]  # the worker died while the calculator ran
    spans = run_spans(crashed)
    tool, root = spans[-2], spans[-1]
    assert tool.name == "execute_tool calculator" and tool.start == tool.end == crashed[-1].ts
    assert tool.error is not None and tool.error.startswith("interrupted")
    assert tool.attributes["error.type"] == "interrupted"
    assert root.parent_id is None and root.end == crashed[-1].ts
    assert root.attributes["loopglass.stopped_reason"] == "unfinished"


def test_a_run_whose_model_failed_has_an_error_status(tmp_path: Path, receiver: Receiver):
    events = play(str(ONE_TURN), tmp_path / "ws")
    root, chats, tools = exported(events, receiver)
    assert (len(chats), len(tools)) == (2, 1)  # the second model call failed: a span too
    assert root.status == "STATUS_CODE_ERROR"
    assert "the script has 1 turns" in root.status_message
    assert root.attributes["error.type"] == "model_error"
    failed = chats[1]
    assert failed.status == "STATUS_CODE_ERROR" and failed.status_message == root.status_message
    assert failed.attributes["error.type"] == "model_error"
    assert failed.attributes["loopglass.turn"] == 1 and failed.end == root.end
    # what it was sent is in the log all the same: the prompt with the first call's result
    [sent] = json.loads(failed.attributes["gen_ai.input.messages"])
    assert "Action: calculator" in sent["parts"][0]["content"]
    assert sent["parts"][0]["content"].endswith("Observation: 3\nThought:")
    assert chats[0].status == "STATUS_CODE_UNSET"


# -- when the endpoint or the SDK is missing ---------------------------------------------


def test_an_endpoint_that_does_not_answer_fails_the_export(recovery):
    endpoint = f"http://127.0.0.1:{free_port()}/v1/traces"
    with pytest.raises(ExportFailed, match=r"took 0 of 10 spans"):
        export_run(recovery, endpoint=endpoint, timeout=0.5)


def test_without_opentelemetry_it_says_which_extra_to_install():
    code = (
        "import sys; sys.modules['opentelemetry'] = None\n"
        "import harness.export\n"  # the span builder needs nothing
        "import harness.export.otel\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 1
    assert "ImportError: OpenTelemetry export needs its extra: pip install 'loopglass[otel]'" in (
        result.stderr
    )


# -- calls the gate or a reviewer stopped, replies that could not be read -------------------

WRITE = Action(tool="write_file", arguments={"path": "notes.md", "content": "hi"})


def _log(*middle: Event) -> list[Event]:
    """A run's log around `middle`, at one event a second from t=100."""
    started = RunStarted(run_id=RUN_ID, goal="g", config={}, model="scripted:m", tools=[])
    finished = RunFinished(run_id=RUN_ID, stopped_reason="final_answer", final_answer="done")
    events = [started, *middle, finished]
    return [e.model_copy(update={"ts": 100.0 + k}) for k, e in enumerate(events)]


def _reply(index: int, turn: int, **fields: Any) -> ModelReplied:
    return ModelReplied(run_id=RUN_ID, index=index, turn=turn, text="t", **fields)


def _delivered(index: int, text: str, is_error: bool) -> ObservationDelivered:
    return ObservationDelivered(
        run_id=RUN_ID, index=index, call_id="c1", observation=text, is_error=is_error, text=text
    )


def _spans(events: list[Event]) -> dict[str, list[SpanSpec]]:
    spans = run_spans(events)
    kinds = ("invoke_agent", "start_run", "chat", "execute_tool")
    by_kind: dict[str, list[SpanSpec]] = {kind: [] for kind in kinds}
    for span in spans:
        operation = span.attributes.get("gen_ai.operation.name", "start_run")
        by_kind[str(operation)].append(span)
    return by_kind


def test_a_call_the_policy_denied_is_an_error_span_with_the_decision_on_it():
    denied = PolicyDecided(
        run_id=RUN_ID,
        index=0,
        call_id="c1",
        action=WRITE,
        outcome="deny",
        rule="deny:write_file",
        reason="writes are off",
    )
    spans = _spans(_log(_reply(0, 0, actions=[WRITE]), denied, _delivered(0, "denied", True)))
    [tool] = spans["execute_tool"]
    assert tool.error == "denied by the policy (deny:write_file): writes are off"
    assert tool.attributes["error.type"] == "denied"
    assert tool.attributes["gen_ai.tool.name"] == "write_file"
    assert json.loads(str(tool.attributes["gen_ai.tool.call.arguments"])) == WRITE.arguments
    assert [e.name for e in tool.events] == ["loopglass.policy_decided"]
    assert spans["invoke_agent"][0].events == []  # the decision is the call's, not the run's


def _paused_then(decision: Decision, *after: Event) -> list[Event]:
    paused = RunPaused(
        run_id=RUN_ID, index=0, call_id="c1", action=WRITE, kind="tainted_write", reason="r"
    )
    resolution = Resolution(decision=decision, message="not there", reviewer="rita")
    resumed = RunResumed(run_id=RUN_ID, resolution=resolution)
    return _log(_reply(0, 0, actions=[WRITE]), paused, resumed, *after)


def test_a_call_a_reviewer_rejected_is_an_error_span_from_its_pause_to_the_decision():
    events = _paused_then("reject", _delivered(0, "rejected: not there", True))
    spans = _spans(events)
    [tool] = spans["execute_tool"]
    assert tool.error == "rejected by rita: not there"
    assert tool.attributes["error.type"] == "rejected"
    assert (tool.start, tool.end) == (events[2].ts, events[3].ts)
    assert [e.name for e in tool.events] == ["loopglass.run_paused", "loopglass.run_resumed"]
    root_events = [e.name for e in spans["invoke_agent"][0].events]
    assert root_events == ["loopglass.run_paused", "loopglass.run_resumed"]  # the run's too


def test_an_approved_call_runs_and_its_span_shows_the_pause_and_the_decision():
    started = ToolStarted(
        run_id=RUN_ID, index=0, call_id="c1", tool="write_file", arguments=WRITE.arguments
    )
    finished = ToolFinished(run_id=RUN_ID, index=0, call_id="c1", tool="write_file", is_error=False)
    spans = _spans(_paused_then("approve", started, finished, _delivered(0, "written", False)))
    [tool] = spans["execute_tool"]
    assert tool.error is None and "error.type" not in tool.attributes
    assert [e.name for e in tool.events] == ["loopglass.run_paused", "loopglass.run_resumed"]


def test_a_reply_that_could_not_be_read_is_an_error_span():
    spans = _spans(_log(_reply(0, 0, parse_error="no Action line"), _reply(1, 1)))
    unreadable, fine = spans["chat"]
    assert unreadable.error == "the reply could not be read: no Action line"
    assert fine.error is None


# -- the OTLP payload, as the SDK encodes it ------------------------------------------------


def test_the_sdk_encodes_the_runs_spans_as_one_otlp_trace(recovery):
    """The SDK's in-memory exporter keeps the spans the SDK made; its OTLP encoder turns
    them into the payload a receiver gets, read here without any network."""
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    memory = InMemorySpanExporter()
    exporter = OtelExporter(sender=memory, options=ExportOptions(project="triage"))
    specs = run_spans(recovery)
    for spec in specs:
        exporter.write(spec)
    assert exporter.flush()
    finished = memory.get_finished_spans()
    assert exporter.sent == len(finished) == len(specs) == 10
    payload = encode_spans(finished)
    [resource] = payload.resource_spans
    resource_attributes = {a.key: a.value.string_value for a in resource.resource.attributes}
    assert resource_attributes["openinference.project.name"] == "triage"
    [scope] = resource.scope_spans
    assert scope.scope.name == "loopglass.harness.export"
    spans = {span.span_id: span for span in scope.spans}
    assert {int.from_bytes(i, "big") for i in spans} == {spec.span_id for spec in specs}
    assert {span.trace_id for span in spans.values()} == {specs[0].trace_id.to_bytes(16, "big")}
    for spec in specs:
        span = spans[spec.span_id.to_bytes(8, "big")]
        parent = spec.parent_id.to_bytes(8, "big") if spec.parent_id else b""
        assert (span.name, span.parent_span_id) == (spec.name, parent)
        assert span.start_time_unix_nano == nanos(spec.start)
        assert span.end_time_unix_nano == nanos(spec.end)
        assert (span.status.code == 2) is (spec.error is not None)  # STATUS_CODE_ERROR
        keys = {a.key for a in span.attributes}
        assert keys == set(spec.attributes)
    exporter.shutdown()
