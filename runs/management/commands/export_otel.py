"""python manage.py export_otel RUN_ID [--endpoint URL] [--base-url URL]: a run as a trace.

A run is exported once it has ended. Its span ids are fixed (a second export is the same
trace, not another), and backends keep the first copy of a span: a run exported while it
is paused would stay paused there after it ends. --unfinished exports it anyway.
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
        parser.add_argument(
            "--unfinished",
            action="store_true",
            help="export a run that has not ended (a backend keeps that copy of its spans)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            from harness.export.otel import (  # noqa: PLC0415 (an optional extra: say which)
                ExportFailed,
                export_run,
            )
        except ImportError as exc:
            raise CommandError(str(exc)) from None
        rows = self._rows(options["run_id"], unfinished=options["unfinished"])
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
                rows, endpoint=options["endpoint"], options=export, timeout=options["timeout"]
            )
        except (ExportFailed, ValidationError) as exc:
            raise CommandError(f"run {options['run_id']}: {exc}") from None
        self.stdout.write(
            f"run {options['run_id']}: {summary.spans} spans, trace {summary.trace_id}, "
            f"sent to {summary.endpoint}"
        )

    def _rows(self, run_id: int, *, unfinished: bool) -> list[dict[str, Any]]:
        """The run's events as its RunEvent rows hold them, in the order they were written."""
        run = Run.objects.filter(pk=run_id).only("status").first()
        if run is None:
            raise CommandError(f"no run {run_id}")
        rows = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("data", flat=True)
        if not rows:
            raise CommandError(f"run {run_id} has no events yet: it has not started")
        if run.is_active and not unfinished:
            raise CommandError(
                f"run {run_id} is {run.status}: export it once it has ended. Its spans keep "
                "their ids, and a backend keeps the first copy of each, so a run sent now "
                "would stay unfinished there. --unfinished sends it anyway."
            )
        return list(rows)
