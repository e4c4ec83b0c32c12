"""A step's packet as the timeline shows it: summary, fields, citations that link to the
artifact page at their lines, the marks, and whether the artifact has expired.

The step fragment is rendered once, in the worker, and sent to every viewer: nothing
here depends on who looks. The artifact page checks who may read the bytes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from pydantic import ValidationError

from artifacts.models import Artifact
from harness.reducers.packet import Citation, Packet


class StepPacket(Protocol):
    """What this app reads of a runs.Step (runs sits above artifacts): its index, and its
    packet as JSON (None without one)."""

    @property
    def index(self) -> int: ...

    @property
    def packet(self) -> object: ...


@dataclass(frozen=True)
class CitationView:
    where: str
    label: str
    excerpt: str
    url: str
    expired: bool


@dataclass(frozen=True)
class PacketView:
    packet: Packet
    fields: list[tuple[str, str]]
    citations: list[CitationView]
    artifact_url: str
    raw_url: str
    expired: bool


def packet_view(data: object, expired: set[str] | None = None) -> PacketView | None:
    """The view of a step's packet JSON; None when there is none (or it is not a packet).

    `expired`: the expired artifact ids, when the caller looked them up for many steps.
    """
    if not data:
        return None
    try:
        packet = Packet.model_validate(data)
    except ValidationError:
        return None
    if expired is None:
        expired = expired_ids(_cited(packet))
    return PacketView(
        packet=packet,
        fields=[(name, _shown(value)) for name, value in packet.fields.items()],
        citations=[_citation(c, c.artifact_id in expired) for c in packet.citations],
        artifact_url=reverse("artifacts:detail", args=[packet.artifact_id]),
        raw_url=reverse("artifacts:raw", args=[packet.artifact_id]),
        expired=packet.artifact_id in expired,
    )


def expired_ids(artifact_ids: Iterable[str]) -> set[str]:
    """Which of these artifacts are past their retention (one query)."""
    ids = set(artifact_ids)
    if not ids:
        return set()
    past = Q(expired=True) | Q(expires_at__lte=timezone.now())
    return set(Artifact.objects.filter(past, pk__in=ids).values_list("pk", flat=True))


def cited_by_steps(packets: Iterable[object]) -> set[str]:
    """Every artifact id the packets of these steps name."""
    ids: set[str] = set()
    for data in packets:
        if isinstance(data, dict):
            ids.add(str(data.get("artifact_id", "")))
            ids.update(str(c.get("artifact_id", "")) for c in data.get("citations") or [])
    return ids - {""}


def _cited(packet: Packet) -> set[str]:
    return {packet.artifact_id, *(c.artifact_id for c in packet.citations)}


def _citation(citation: Citation, expired: bool) -> CitationView:
    url = reverse("artifacts:detail", args=[citation.artifact_id])
    if citation.start_line is not None:
        start, end = citation.start_line, citation.end_line or citation.start_line
        url += f"?line={start}&hl={start}-{end}#L{start}"
    return CitationView(citation.where(), citation.label, citation.excerpt, url, expired)


def _shown(value: object) -> str:
    return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
