"""Send a run's spans to an OTLP/HTTP endpoint (Phoenix, Langfuse, Jaeger, a collector).

`export_run` sends a whole log at once; `OtelSink` sends each span as the
run commits it. Both write through the OpenTelemetry SDK's TracerProvider,
a BatchSpanProcessor and the OTLP/HTTP span exporter. The SDK makes ids
with an IdGenerator; ours hands it the ids `SpanBuilder` hashed from the
run id, so a run exported twice is one trace, not two.

OpenTelemetry is an optional dependency: `pip install 'loopglass[otel]'`.
Headers for a backend that wants a key (Langfuse, Phoenix Cloud) come from
`headers` or from the SDK's `OTEL_EXPORTER_OTLP_HEADERS`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from harness.export import DEFAULT_ENDPOINT
from harness.export.attributes import ExportOptions
from harness.export.spans import SpanBuilder, SpanSpec, as_event, run_spans
from harness.reporting.events import Event, RunFinished, RunPaused

INSTALL_HINT = "OpenTelemetry export needs its extra: pip install 'loopglass[otel]'"

try:
    from opentelemetry import trace
    from opentelemetry.context import Context
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
    from opentelemetry.sdk.trace.export import (
        BatchSpanProcessor,
        SpanExporter,
        SpanExportResult,
    )
    from opentelemetry.sdk.trace.id_generator import IdGenerator
    from opentelemetry.sdk.trace.sampling import ALWAYS_ON
except ImportError as missing:  # the extra is not installed
    raise ImportError(INSTALL_HINT) from missing

SCOPE = "loopglass.harness.export"
BATCH = 512
"""Spans written between flushes: the processor's queue (2048) never overflows."""
BATCH_DELAY = 5.0
"""Seconds a span may wait in the queue of a whole run's export (it is flushed at the end)."""
LIVE_DELAY = 0.1
"""Seconds a span of a running run may wait: it shows in the peer about this long after its
step commits."""
logger = logging.getLogger(__name__)


class ExportFailed(RuntimeError):
    """The endpoint did not take every span."""


@dataclass(frozen=True)
class ExportSummary:
    trace_id: str
    """32 hex digits, as trace viewers show it."""
    spans: int
    endpoint: str


class _PresetIds(IdGenerator):
    """Answers the SDK's request for ids with the ids the next span must have."""

    def __init__(self) -> None:
        self.trace_id = 0
        self.span_id = 0

    def generate_trace_id(self) -> int:
        return self.trace_id

    def generate_span_id(self) -> int:
        return self.span_id


class _Tally(SpanExporter):
    """The OTLP exporter, counting what it delivered: the batch processor only logs a failure."""

    def __init__(self, inner: SpanExporter) -> None:
        self.inner = inner
        self.sent = 0
        self.failed = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        result = self.inner.export(spans)
        if result is SpanExportResult.SUCCESS:
            self.sent += len(spans)
        else:
            self.failed += len(spans)
        return result

    def shutdown(self) -> None:
        self.inner.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.inner.force_flush(timeout_millis)


class OtelExporter:
    """Writes SpanSpecs as SDK spans, with their own ids and times, to one endpoint."""

    def __init__(
        self,
        endpoint: str = DEFAULT_ENDPOINT,
        *,
        options: ExportOptions | None = None,
        headers: Mapping[str, str] | None = None,
        timeout: float = 10.0,
        delay: float = BATCH_DELAY,
        sender: SpanExporter | None = None,
    ) -> None:
        """`delay`: the seconds a span may wait to be sent with others (the SDK's schedule
        delay; its default of 5 s made a live run's spans arrive seconds late). `sender`:
        another SDK exporter in place of OTLP/HTTP to `endpoint` (the SDK's in-memory one)."""
        self.endpoint = endpoint
        self.timeout = timeout
        self._ids = _PresetIds()
        self._lock = threading.Lock()  # the preset ids must reach the span they were set for
        inner = sender or OTLPSpanExporter(endpoint=endpoint, headers=headers, timeout=timeout)
        self._tally = _Tally(inner)
        self._provider = TracerProvider(
            sampler=ALWAYS_ON,  # an export sends the whole run, whatever OTEL_TRACES_SAMPLER says
            resource=Resource.create(resource_attributes(options or ExportOptions())),
            id_generator=self._ids,
            shutdown_on_exit=False,
        )
        processor = BatchSpanProcessor(self._tally, schedule_delay_millis=delay * 1000)
        self._provider.add_span_processor(processor)
        self._tracer = self._provider.get_tracer(SCOPE)

    @property
    def sent(self) -> int:
        return self._tally.sent

    @property
    def failed(self) -> int:
        return self._tally.failed

    def write(self, spec: SpanSpec) -> None:
        with self._lock:
            self._ids.trace_id, self._ids.span_id = spec.trace_id, spec.span_id
            span = self._tracer.start_span(
                spec.name,
                context=_parent_context(spec),
                kind=trace.SpanKind.CLIENT if spec.kind == "client" else trace.SpanKind.INTERNAL,
                attributes=spec.attributes,
                start_time=_nanos(spec.start),
            )
        for event in spec.events:
            span.add_event(event.name, event.attributes, timestamp=_nanos(event.ts))
        if spec.error is not None:
            span.set_status(trace.Status(trace.StatusCode.ERROR, spec.error))
        span.end(end_time=_nanos(spec.end))

    def flush(self) -> bool:
        """Send what is queued; False when the time ran out first."""
        return self._provider.force_flush(int(self.timeout * 1000) + 1000)

    def shutdown(self) -> None:
        self._provider.shutdown()


def resource_attributes(options: ExportOptions) -> dict[str, str]:
    """What every span of an export shares: the project (a service for most backends, a
    project in Phoenix) and the installation it comes from."""
    attributes = {"service.name": options.project, "openinference.project.name": options.project}
    if options.installation:
        attributes["service.instance.id"] = options.installation
    return attributes


def _parent_context(spec: SpanSpec) -> Context:
    """The parent by its id alone: in a live export the run's span is sent last."""
    if spec.parent_id is None:
        return Context()  # a root: never the caller's current span
    parent = trace.SpanContext(
        spec.trace_id,
        spec.parent_id,
        is_remote=False,
        trace_flags=trace.TraceFlags(trace.TraceFlags.SAMPLED),
    )
    return trace.set_span_in_context(trace.NonRecordingSpan(parent), Context())


def _nanos(ts: float) -> int:
    return round(ts * 1_000_000_000)


def export_run(
    events: Iterable[Event | Mapping[str, Any]],
    *,
    endpoint: str = DEFAULT_ENDPOINT,
    options: ExportOptions | None = None,
    headers: Mapping[str, str] | None = None,
    timeout: float = 10.0,
    ended: bool = True,
) -> ExportSummary:
    """Send a run's log (events, or the JSON of RunEvent rows) as one trace; of a run that
    goes on (`ended` False), the spans that are whole, which a later export completes.

    Raises ExportFailed when the endpoint did not take every span."""
    spans = run_spans(events, options, ended=ended)
    if not spans:
        raise ValueError("the run has no events to export")
    exporter = OtelExporter(endpoint, options=options, headers=headers, timeout=timeout)
    try:
        for count, spec in enumerate(spans, start=1):
            exporter.write(spec)
            if count % BATCH == 0:
                exporter.flush()
        exporter.flush()
    finally:
        exporter.shutdown()
    if exporter.failed or exporter.sent != len(spans):
        raise ExportFailed(
            f"{endpoint} took {exporter.sent} of {len(spans)} spans; the SDK's log says why"
        )
    return ExportSummary(f"{spans[0].trace_id:032x}", len(spans), endpoint)


class OtelSink:
    """A Sink that exports spans as the run commits them (use it in a TeeSink).

    A model call is sent when its reply is logged, a tool call once its packet is
    delivered, the run's span when the run finishes; the queue is flushed then and at
    a pause. A resumed run's sink needs the log so far as `history` (its spans are not
    sent again). Exporting never stops the run: a failure is logged.
    """

    def __init__(
        self,
        exporter: OtelExporter,
        options: ExportOptions | None = None,
        *,
        history: Iterable[Event | Mapping[str, Any]] = (),
    ) -> None:
        self.exporter = exporter
        self._builder = SpanBuilder(options)
        try:
            for item in history:
                self._builder.feed(as_event(item))
        except Exception:  # telemetry must not stop the run from resuming
            logger.exception("OpenTelemetry export: the resumed run's log could not be read")

    def emit(self, event: Event) -> None:
        try:
            for spec in self._builder.feed(event):
                self.exporter.write(spec)
            if isinstance(event, RunFinished | RunPaused):
                self.exporter.flush()
        except Exception:  # telemetry must not fail the run it watches
            logger.exception("OpenTelemetry export of %s failed", event.type)

    def close(self) -> None:
        """Send what is queued and stop the exporter (the run's span only if it finished)."""
        self.exporter.shutdown()
