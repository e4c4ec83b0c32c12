"""A run's event log as spans: one for the run, one per model call, one per tool call.

`SpanBuilder` reads the events one at a time and hands back each span as
soon as the log holds all of it, so a finished run and a live one (the
`OtelSink`) go through the same code. A span is sent once, when it ends, and
a backend keeps the first copy, so the run's own span comes last; the calls
hang under a short `start_run` span sent when the run starts, which a backend
shows as the trace's root while the run goes on (one growing trace, not a row
per call), and which is the run span's only child. Spans keep the run's own timeline:
a model call ends when its reply was logged and began `latency` before;
a tool call runs from `tool_started` to `tool_finished`. Ids come from the
run id, so exporting a run again gives the same trace and span ids.

Nothing here imports OpenTelemetry; `harness.export.otel` sends the spans.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from harness.backends.base import ModelRequest
from harness.export.attributes import (
    Attributes,
    ExportOptions,
    bounded,
    chat_attributes,
    failed_chat_attributes,
    gated_call_attributes,
    root_attributes,
    sampling_attributes,
    start_attributes,
    tool_call_attributes,
    tool_result_attributes,
)
from harness.export.messages import request_attributes
from harness.export.requests import Requests
from harness.reporting.events import (
    Event,
    ModelReplied,
    ObservationDelivered,
    PlanMade,
    PolicyDecided,
    RunFinished,
    RunPaused,
    RunResumed,
    RunStarted,
    StepStarted,
    TaintCleared,
    ToolFinished,
    ToolStarted,
    event_adapter,
)

REASON_CHARS = 500
"""Characters of an error's reason kept as the span status's description."""


@dataclass(frozen=True)
class SpanEvent:
    name: str
    ts: float
    attributes: Attributes = field(default_factory=dict)


@dataclass(frozen=True)
class SpanSpec:
    """One span, whole: what the exporter hands to the SDK."""

    name: str
    kind: Literal["internal", "client"]
    trace_id: int
    span_id: int
    parent_id: int | None
    """None for the run's span, the root of the trace; the run's start span for a call."""
    start: float
    end: float
    """Unix times, from the events."""
    attributes: Attributes
    error: str | None = None
    """The reason the operation failed; the span's status is then ERROR."""
    events: list[SpanEvent] = field(default_factory=list)


class SpanIds:
    """Trace and span ids hashed from the run id, so a second export repeats the first."""

    def __init__(self, run_key: str, namespace: str = "") -> None:
        self._prefix = f"loopglass\0{namespace}\0{run_key}\0"
        self._taken: Counter[str] = Counter()
        self.trace_id = _hashed(self._prefix + "trace", 16)
        self.root_id = _hashed(self._prefix + "root", 8)
        self.start_id = _hashed(self._prefix + "start", 8)

    def take(self, key: str) -> int:
        """The id of the next span named `key`; a repeat (a call run again) gets a new one."""
        count = self._taken[key]
        self._taken[key] += 1
        return _hashed(f"{self._prefix}{key}#{count}", 8)


def _hashed(text: str, size: int) -> int:
    value = int.from_bytes(hashlib.sha256(text.encode()).digest()[:size], "big")
    return value or 1  # zero is OpenTelemetry's invalid id


@dataclass
class _OpenTool:
    started: ToolStarted
    finished: ToolFinished | None = None
    events: list[SpanEvent] = field(default_factory=list)
    """What the gate and a reviewer decided about the call before it ran."""

    def matches(self, event: ToolFinished | ObservationDelivered) -> bool:
        return (event.index, event.call_id) == (self.started.index, self.started.call_id)


class SpanBuilder:
    """Spans from events, in log order; `close` gives what the log left open."""

    def __init__(self, options: ExportOptions | None = None) -> None:
        self.options = options or ExportOptions()
        self._ids: SpanIds | None = None
        self._run_id = ""
        self._started: RunStarted | None = None
        self._requests = Requests()
        self._tool: _OpenTool | None = None
        self._gated: dict[tuple[int, str], list[SpanEvent]] = {}
        """The gate's and reviewers' words on calls not yet run, by (step index, call id)."""
        self._paused: RunPaused | None = None
        self._asking: StepStarted | None = None
        """The step whose model call has not replied yet."""
        self._replied_turns: set[int] = set()
        self._root_events: list[SpanEvent] = []
        self._first_ts: float | None = None
        self._last_ts = 0.0
        self._ended = False

    @property
    def ids(self) -> SpanIds:
        if self._ids is None:
            raise ValueError("no event read yet: the trace id comes from the run's events")
        return self._ids

    def feed(self, event: Event) -> list[SpanSpec]:
        """The spans this event completes (often none)."""
        self._note(event)
        self._requests.feed(event)
        spans = self._settle_tool(event)
        spans += self._spans_of(event)
        self._last_ts = max(self._last_ts, event.ts)
        return spans

    def close(self) -> list[SpanSpec]:
        """What is still open, for a run that ended without saying so (its worker died): a tool
        call without its end, the run's span."""
        spans = self._flush_tool()
        if self._ids is not None and not self._ended:
            spans.append(self._root(None))
        return spans

    def _note(self, event: Event) -> None:
        if self._ids is None:
            self._run_id = event.run_id
            # a run without an id (a bare harness run) is known by when it started
            key = event.run_id or repr(event.ts)
            self._ids = SpanIds(key, self.options.namespace)
            self._first_ts = event.ts

    def _spans_of(self, event: Event) -> list[SpanSpec]:
        match event:
            case RunStarted():
                self._started = event
                return [self._start(event)]
            case StepStarted() if event.turn not in self._replied_turns:
                self._asking = event
            case ModelReplied() | PlanMade():
                if isinstance(event, ModelReplied):
                    self._replied_turns.add(event.turn)
                    self._asking = None
                return [self._chat(event)]
            case ToolStarted():
                key = (event.index, event.call_id)
                self._tool = _OpenTool(event, events=self._gated.pop(key, []))
            case PolicyDecided():
                return self._decided(event)
            case RunPaused():
                self._paused = event
                self._gated.setdefault((event.index, event.call_id), []).append(_root_event(event))
                self._root_events.append(_root_event(event))
            case RunResumed():
                self._root_events.append(_root_event(event))
                return self._resumed(event)
            case TaintCleared():
                self._root_events.append(_root_event(event))
            case RunFinished():
                self._ended = True
                return [*self._given_up(event), self._root(event)]
        return []

    # -- calls the gate or a reviewer decided ------------------------------------------

    def _decided(self, decided: PolicyDecided) -> list[SpanSpec]:
        """An allowed call's decision goes on its span; a denied call, which never runs,
        is a span of its own, an error."""
        event = _root_event(decided)
        if decided.outcome == "allow":
            self._gated.setdefault((decided.index, decided.call_id), []).append(event)
            return []
        earlier = self._gated.pop((decided.index, decided.call_id), [])
        reason = f"denied by the policy ({decided.rule or 'its mode'}): {decided.reason}"
        return [self._gated_span(decided, decided.ts, [*earlier, event], reason, "denied")]

    def _resumed(self, resumed: RunResumed) -> list[SpanSpec]:
        """A reviewer's decision on the paused call: approved or edited, it runs (its span
        shows the pause); rejected or answered in its place, it is a span of its own."""
        paused, self._paused = self._paused, None
        resolution = resumed.resolution
        if paused is None or resolution.decision in ("approve", "edit"):
            key = None if paused is None else (paused.index, paused.call_id)
            if key is not None:
                self._gated.setdefault(key, []).append(_root_event(resumed))
            return []
        events = [*self._gated.pop((paused.index, paused.call_id), []), _root_event(resumed)]
        who = resolution.reviewer or "a reviewer"
        if resolution.decision == "reject":
            reason = f"rejected by {who}: {resolution.message}".rstrip(": ")
            return [self._gated_span(paused, resumed.ts, events, reason, "rejected")]
        return [self._gated_span(paused, resumed.ts, events, None, "answered")]

    def _gated_span(
        self,
        call: PolicyDecided | RunPaused,
        end: float,
        events: list[SpanEvent],
        error: str | None,
        outcome: str,
    ) -> SpanSpec:
        """A call that did not run: from when it was gated to when it was decided."""
        description = self._tool_description(call.action.tool)
        attributes = gated_call_attributes(call, description, outcome, self.options)
        reason = None if error is None else bounded(error, REASON_CHARS)
        span = self._call_span(call.action.tool, call.index, call.call_id, call.ts, attributes)
        return replace(span, end=max(end, call.ts), error=reason, events=events)

    def _given_up(self, finished: RunFinished) -> list[SpanSpec]:
        """The model call in progress when the run ended (its backend failed, a cancel)."""
        asking, self._asking = self._asking, None
        if asking is None:
            return []
        model_name = self._started.model if self._started else ""
        attributes = failed_chat_attributes(
            asking, model_name, self._run_id, finished, self.options
        )
        attributes |= self._sent(self._requests.step_request(asking.turn, asking.standing))
        error = None
        if finished.stopped_reason == "error":
            error = bounded(finished.error or "the model backend failed", REASON_CHARS)
        return [
            SpanSpec(
                name=f"chat {attributes.get('gen_ai.request.model', '')}".strip(),
                kind="client",
                trace_id=self.ids.trace_id,
                span_id=self.ids.take(f"chat:{asking.turn}"),
                parent_id=self._parent_id,
                start=asking.ts,
                end=max(finished.ts, asking.ts),
                attributes=attributes,
                error=error,
            )
        ]

    # -- tool calls: a span once its end and its packet are in ------------------------

    def _settle_tool(self, event: Event) -> list[SpanSpec]:
        """Close the open tool call with this event, or keep it open for its next event.

        `tool_finished` ends the call; the `observation_delivered` right after it carries
        the packet (reducer, taint, truncation), so the span waits for it. Any other event
        means the log holds no more of the call."""
        tool = self._tool
        if tool is None:
            return []
        if isinstance(event, ToolFinished) and tool.finished is None and tool.matches(event):
            tool.finished = event
            return []
        self._tool = None
        delivered = event if isinstance(event, ObservationDelivered) else None
        if delivered is not None and tool.finished is not None and tool.matches(delivered):
            return [self._tool_span(tool, delivered)]
        return [self._tool_span(tool, None)]

    def _flush_tool(self) -> list[SpanSpec]:
        tool, self._tool = self._tool, None
        return [] if tool is None else [self._tool_span(tool, None)]

    def _tool_span(self, tool: _OpenTool, delivered: ObservationDelivered | None) -> SpanSpec:
        started, finished = tool.started, tool.finished
        error = _tool_error(finished, delivered)
        description = self._tool_description(started.tool)
        attributes = tool_call_attributes(started, description, self.options)
        attributes |= tool_result_attributes(finished, delivered, error, self.options)
        span = self._call_span(started.tool, started.index, started.call_id, started.ts, attributes)
        # a call the log never saw finish (the worker stopped) is shown at its start
        end = max(finished.ts, started.ts) if finished else started.ts
        return replace(span, end=end, error=error, events=list(tool.events))

    def _call_span(
        self, tool: str, index: int, call_id: str, start: float, attributes: Attributes
    ) -> SpanSpec:
        """A tool call's span, as long as nothing: the caller says when it ended and how."""
        return SpanSpec(
            name=f"execute_tool {tool}",
            kind="internal",
            trace_id=self.ids.trace_id,
            span_id=self.ids.take(f"tool:{index}:{call_id}"),
            parent_id=self._parent_id,
            start=start,
            end=start,
            attributes=attributes,
        )

    def _sent(self, request: ModelRequest | None) -> Attributes:
        """What a model call was sent: the request, and the backend's sampling parameters."""
        sampling = self._started.sampling if self._started else {}
        attributes = sampling_attributes(sampling)
        if request is not None:
            attributes |= request_attributes(request, self.options, self._requests.opening)
        return attributes

    def _tool_description(self, name: str) -> str:
        offered = self._started.tools if self._started else []
        return next((str(t.get("description", "")) for t in offered if t.get("name") == name), "")

    # -- model calls and the run --------------------------------------------------------

    @property
    def _parent_id(self) -> int:
        """A call's parent: the run's start span (a log without `run_started` has none)."""
        return self.ids.start_id if self._started else self.ids.root_id

    def _start(self, started: RunStarted) -> SpanSpec:
        """The run's start: sent at once, so the calls after it have a parent to show under."""
        return SpanSpec(
            name=f"start_run {self.options.agent_name}",
            kind="internal",
            trace_id=self.ids.trace_id,
            span_id=self.ids.start_id,
            parent_id=self.ids.root_id,
            start=started.ts,
            end=started.ts,
            attributes=start_attributes(started, self._run_id, self.options),
        )

    def _chat(self, reply: ModelReplied | PlanMade) -> SpanSpec:
        model_name = self._started.model if self._started else ""
        attributes = chat_attributes(reply, model_name, self._run_id, self.options)
        if isinstance(reply, PlanMade):
            key, request = "plan", self._requests.plan_request()
        else:
            key, request = (
                f"chat:{reply.turn}",
                self._requests.step_request(reply.turn, reply.standing),
            )
        attributes |= self._sent(request)
        return SpanSpec(
            name=f"chat {attributes.get('gen_ai.request.model', '')}".strip(),
            kind="client",
            trace_id=self.ids.trace_id,
            span_id=self.ids.take(key),
            parent_id=self._parent_id,
            start=reply.ts - reply.latency,
            end=reply.ts,
            attributes=attributes,
            error=_unreadable(reply),
        )

    def _root(self, finished: RunFinished | None) -> SpanSpec:
        attributes = root_attributes(self._started, finished, self._run_id, self.options)
        start = self._started.ts if self._started else (self._first_ts or self._last_ts)
        error = None
        if finished is not None and finished.stopped_reason == "error":
            error = bounded(finished.error or "the model backend failed", REASON_CHARS)
        if finished is not None and finished.check is not None and not finished.check.passed:
            error = bounded(f"the success check failed: {finished.check.summary}", REASON_CHARS)
        return SpanSpec(
            name=f"invoke_agent {self.options.agent_name}",
            kind="internal",
            trace_id=self.ids.trace_id,
            span_id=self.ids.root_id,
            parent_id=None,
            start=start,
            end=finished.ts if finished else self._last_ts,
            attributes=attributes,
            error=error,
            events=list(self._root_events),
        )


def _unreadable(reply: ModelReplied | PlanMade) -> str | None:
    """Why a reply could not be used (the model reads this as an error), else None."""
    if isinstance(reply, ModelReplied) and reply.parse_error is not None:
        return bounded(f"the reply could not be read: {reply.parse_error}", REASON_CHARS)
    return None


def _tool_error(
    finished: ToolFinished | None, delivered: ObservationDelivered | None
) -> str | None:
    """Why the call failed, in the words the model read; None when it did not fail."""
    if finished is None:
        return "interrupted: the log has no end for this call (the worker stopped while it ran)"
    if not finished.is_error:
        return None
    reason = delivered.observation if delivered else f"{finished.tool} reported an error"
    return bounded(reason, REASON_CHARS)


def _root_event(event: PolicyDecided | RunPaused | RunResumed | TaintCleared) -> SpanEvent:
    """The gate's decisions and a reviewer's actions, as events on the run's span."""
    match event:
        case PolicyDecided():
            details: Attributes = {
                "outcome": event.outcome,
                "tool": event.action.tool,
                "rule": event.rule,
                "reason": event.reason,
            }
            return SpanEvent("loopglass.policy_decided", event.ts, details)
        case RunPaused():
            details = {"kind": event.kind, "tool": event.action.tool, "reason": event.reason}
            return SpanEvent("loopglass.run_paused", event.ts, details)
        case RunResumed():
            resolution = event.resolution
            details = {"decision": resolution.decision, "reviewer": resolution.reviewer}
            return SpanEvent("loopglass.run_resumed", event.ts, details)
        case TaintCleared():
            details = {"reviewer": event.clearance.reviewer}
            return SpanEvent("loopglass.taint_cleared", event.ts, details)


def as_event(item: Event | Mapping[str, Any]) -> Event:
    """An event, from itself or from its JSON (a RunEvent row's `data`)."""
    if isinstance(item, Mapping):
        return event_adapter.validate_python(item)
    return item


def run_spans(
    events: Iterable[Event | Mapping[str, Any]],
    options: ExportOptions | None = None,
    *,
    ended: bool = True,
) -> list[SpanSpec]:
    """Every span of a run's log. For a run that goes on (`ended` False), only the spans
    that are whole: what is open now is sent by a later export, and a backend keeps the
    first copy of a span, so none is sent before it ends."""
    builder = SpanBuilder(options)
    spans = [span for item in events for span in builder.feed(as_event(item))]
    return spans + builder.close() if ended else spans
