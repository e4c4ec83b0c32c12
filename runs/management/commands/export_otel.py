"""python manage.py export_otel RUN_ID [--endpoint URL] [--base-url URL]: a run as a trace."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from pydantic import ValidationError

from harness.export import DEFAULT_ENDPOINT, ExportOptions
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

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            from harness.export.otel import (  # noqa: PLC0415 (an optional extra: say which)
                ExportFailed,
                export_run,
            )
        except ImportError as exc:
            raise CommandError(str(exc)) from None
        rows = self._rows(options["run_id"])
        export = ExportOptions(
            agent_name=options["agent_name"],
            base_url=options["base_url"],
            content=not options["no_content"],
        )
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

    def _rows(self, run_id: int) -> list[dict[str, Any]]:
        """The run's events as its RunEvent rows hold them, in the order they were written."""
        if not Run.objects.filter(pk=run_id).exists():
            raise CommandError(f"no run {run_id}")
        rows = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("data", flat=True)
        if not rows:
            raise CommandError(f"run {run_id} has no events yet: it has not started")
        return list(rows)
