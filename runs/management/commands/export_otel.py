"""python manage.py export_otel RUN_ID [--endpoint URL] [--base-url URL]: a run as a trace.

Span ids are fixed (a second export is the same trace, not another), and backends keep
the first copy of a span, so a run that goes on (running, paused) sends only its spans
that are whole: its calls so far under its start span. Exported again once it has ended,
it sends the rest, and the backend shows the whole run.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from pydantic import ValidationError

from harness.export import DEFAULT_ENDPOINT
from runs.executor import export_options
from runs.models import Run, RunEvent


class Command(BaseCommand):
    help = (
        "Send a run's event log as an OpenTelemetry trace (GenAI conventions) to an "
        "OTLP/HTTP endpoint: Phoenix, Langfuse, Jaeger or a collector."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("run_id", type=int)
        parser.add_argument(
            "--endpoint", default=DEFAULT_ENDPOINT, help=f"traces URL (default {DEFAULT_ENDPOINT})"
        )
        parser.add_argument(
            "--base-url", help="the dashboard's address, for links to the run and its artifacts"
        )
        parser.add_argument("--agent-name", default="loopglass", help="gen_ai.agent.name")
        parser.add_argument(
            "--no-content",
            action="store_true",
            help="leave out the text: completions, tool arguments and results, the goal message",
        )
        parser.add_argument("--timeout", type=float, default=10.0, help="seconds per request")
        parser.add_argument(
            "--project", help="the project the trace lands in (default LOOPGLASS_OTEL_PROJECT)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            from harness.export.otel import (  # noqa: PLC0415 (an optional extra: say which)
                ExportFailed,
                export_run,
            )
        except ImportError as exc:
            raise CommandError(str(exc)) from None
        run, rows = self._run(options["run_id"])
        changes: dict[str, Any] = {
            "agent_name": options["agent_name"],
            "content": not options["no_content"],
        }
        if options["base_url"]:
            changes["base_url"] = options["base_url"]
        if options["project"]:
            changes["project"] = options["project"]
        export = export_options(**changes)
        try:
            summary = export_run(
                rows,
                endpoint=options["endpoint"],
                options=export,
                timeout=options["timeout"],
                ended=not run.is_active,
            )
        except (ExportFailed, ValidationError) as exc:
            raise CommandError(f"run {options['run_id']}: {exc}") from None
        self.stdout.write(
            f"run {options['run_id']}: {summary.spans} spans, trace {summary.trace_id}, "
            f"sent to {summary.endpoint}"
        )
        if run.is_active:
            self.stdout.write(
                f"run {run.pk} is {run.status}: these are its spans that are whole. Its own "
                "span and its open calls are sent once it has ended: export it again then "
                "(a backend keeps the first copy of a span, so none is sent unfinished)."
            )

    def _run(self, run_id: int) -> tuple[Run, list[dict[str, Any]]]:
        """The run, and its events as its RunEvent rows hold them, in the order written."""
        run = Run.objects.filter(pk=run_id).only("status").first()
        if run is None:
            raise CommandError(f"no run {run_id}")
        rows = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("data", flat=True)
        if not rows:
            raise CommandError(f"run {run_id} has no events yet: it has not started")
        return run, list(rows)
