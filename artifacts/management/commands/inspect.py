"""`manage.py inspect <artifact_id>`: an artifact and the packet made of it, in a terminal.

For operators, who have the database already: no user, no permission check.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from artifacts.models import Artifact
from artifacts.packets import StepPacket

WIDTH = 12


class Command(BaseCommand):
    help = "Show an artifact's metadata and the packet its step made of it (operators only)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("artifact_id")

    def handle(self, *args: Any, artifact_id: str, **options: Any) -> None:
        artifact = Artifact.objects.filter(pk=artifact_id).first()
        if artifact is None:
            raise CommandError(f"no artifact {artifact_id!r}")
        step = artifact.run.steps.filter(packet__artifact_id=artifact.id).order_by("index").first()
        self.stdout.write("\n".join(artifact_lines(artifact) + packet_lines(step)))


def row(name: str, value: object) -> str:
    return f"  {name:<{WIDTH}} {value}"


def artifact_lines(artifact: Artifact) -> list[str]:
    step = f", step {artifact.step_index}" if artifact.step_index is not None else ""
    expires = f"{artifact.expires_at:%Y-%m-%d %H:%M:%S} UTC"
    return [
        f"artifact {artifact.id}",
        row("source", f"{artifact.tool} ({artifact.family}), run {artifact.run_id}{step}"),
        row("lane", artifact.trust_lane),
        *([row("url", artifact.source_url)] if artifact.source_url else []),
        *([row("exit status", artifact.exit_status)] if artifact.exit_status is not None else []),
        row("bytes", f"{artifact.size:,} ({artifact.line_count:,} lines)"),
        row("type", artifact.content_type),
        row("encoding", artifact.encoding),
        row("redactions", artifact.redactions),
        row("sha256", artifact.sha256),
        row("created", f"{artifact.created_at:%Y-%m-%d %H:%M:%S} UTC"),
        row("expires", f"{expires} (expired)" if artifact.is_expired else expires),
    ]


def packet_lines(step: StepPacket | None) -> list[str]:
    """The packet of a step of the artifact's run, or None."""
    if step is None or not isinstance(step.packet, dict):
        return ["packet", row("", "no step's packet cites this artifact")]
    packet: dict[str, Any] = step.packet
    escalation = packet.get("escalation") or {}
    return [
        f"packet (step {step.index})",
        row("reducer", packet.get("reducer", "?")),
        row("size", f"{packet.get('packet_bytes', 0):,} bytes of {packet.get('raw_bytes', 0):,}"),
        row("confidence", f"{float(packet.get('confidence', 1.0)):.2f}"),
        row("tainted", _yes(packet.get("tainted"))),
        row("truncated", _yes(packet.get("truncated"))),
        row("citations", len(packet.get("citations") or [])),
        row(
            "escalation",
            f"yes: {escalation.get('reason') or '(no reason given)'}"
            if escalation.get("recommended")
            else "no",
        ),
    ]


def _yes(value: object) -> str:
    return "yes" if value else "no"
