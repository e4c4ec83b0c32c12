"""A real OTLP/HTTP traces receiver: it decodes what the exporter posts, as a collector would.

POST /v1/traces with an ExportTraceServiceRequest in protobuf (gzip or not);
each span is kept, flattened to plain Python values, for the tests to read.
"""

from __future__ import annotations

import gzip
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
from opentelemetry.proto.trace.v1.trace_pb2 import Span, Status

PATH = "/v1/traces"


@dataclass
class ReceivedSpan:
    name: str
    trace_id: str
    span_id: str
    parent_id: str | None
    kind: str
    start: int
    end: int
    attributes: dict[str, Any]
    status: str
    status_message: str
    events: list[tuple[str, int, dict[str, Any]]]
    service: str
    resource: dict[str, Any] = field(default_factory=dict)

    @property
    def operation(self) -> Any:
        return self.attributes.get("gen_ai.operation.name")


@dataclass
class Receiver:
    endpoint: str
    spans: list[ReceivedSpan] = field(default_factory=list)
    posts: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def wait_for(self, count: int, timeout: float = 10) -> list[ReceivedSpan]:
        deadline = time.monotonic() + timeout
        while len(self.spans) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        with self.lock:
            return list(self.spans)

    def clear(self) -> None:
        with self.lock:
            self.spans.clear()


@contextmanager
def otlp_receiver() -> Iterator[Receiver]:
    """A receiver on a free localhost port, for as long as the block lasts."""
    receiver = Receiver(endpoint="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            if self.path != PATH:
                self.send_error(404)
                return
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if self.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            request = ExportTraceServiceRequest.FromString(body)
            with receiver.lock:
                receiver.posts += 1
                receiver.spans.extend(_flatten(request))
            reply = ExportTraceServiceResponse().SerializeToString()
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

        def log_message(self, format: str, *args: Any) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver.endpoint = f"http://127.0.0.1:{server.server_address[1]}{PATH}"
    thread = threading.Thread(
        target=server.serve_forever, args=(0.05,), name="otlp-receiver", daemon=True
    )
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()


def _flatten(request: ExportTraceServiceRequest) -> Iterator[ReceivedSpan]:
    for resource_spans in request.resource_spans:
        resource = _attributes(resource_spans.resource.attributes)
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                yield _span(span, resource)


def _span(span: Span, resource: dict[str, Any]) -> ReceivedSpan:
    return ReceivedSpan(
        name=span.name,
        trace_id=span.trace_id.hex(),
        span_id=span.span_id.hex(),
        parent_id=span.parent_span_id.hex() or None,
        kind=Span.SpanKind.Name(span.kind),
        start=span.start_time_unix_nano,
        end=span.end_time_unix_nano,
        attributes=_attributes(span.attributes),
        status=Status.StatusCode.Name(span.status.code),
        status_message=span.status.message,
        events=[(e.name, e.time_unix_nano, _attributes(e.attributes)) for e in span.events],
        service=str(resource.get("service.name", "")),
        resource=resource,
    )


def _attributes(pairs: Any) -> dict[str, Any]:
    return {pair.key: _value(pair.value) for pair in pairs if isinstance(pair, KeyValue)}


def _value(value: AnyValue) -> Any:
    kind = value.WhichOneof("value")
    if kind == "array_value":
        return [_value(v) for v in value.array_value.values]
    if kind == "kvlist_value":
        return _attributes(value.kvlist_value.values)
    return getattr(value, kind) if kind else None
