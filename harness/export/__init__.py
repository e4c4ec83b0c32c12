"""Exporting runs to other tools: a run's event log as OpenTelemetry spans.

`spans` turns events into spans without any dependency; `otel` sends them
(it needs `pip install 'loopglass[otel]'`, so it is imported only when used).
"""

from harness.export.attributes import ExportOptions
from harness.export.spans import SpanBuilder, SpanEvent, SpanSpec, run_spans

DEFAULT_ENDPOINT = "http://localhost:4318/v1/traces"
"""The OTLP/HTTP traces path of a collector, Jaeger or Phoenix on this machine."""

__all__ = ["DEFAULT_ENDPOINT", "ExportOptions", "SpanBuilder", "SpanEvent", "SpanSpec", "run_spans"]
