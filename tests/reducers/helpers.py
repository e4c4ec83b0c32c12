"""Shared by the reducer tests: an ArtifactInfo for bytes that never went through a store."""

from __future__ import annotations

from typing import Any

from harness.artifacts import ArtifactInfo
from harness.document import Document
from harness.reducers import Packet, ReducerSet


def info_for(doc: Document, **fields: Any) -> ArtifactInfo:
    values: dict[str, Any] = {
        "id": "art_TEST", "sha256": "", "size": doc.size, "content_type": "text/plain",
        "encoding": "utf-8", "redactions": 0, "tool": "run_command",
        "trust_lane": "external-runtime", "family": "process", "exit_status": None,
        "source_url": None, "run_id": "", "step_index": None, "created": 0.0,
    }  # fmt: skip
    return ArtifactInfo(**(values | fields))


def reduce_bytes(data: bytes, **fields: Any) -> tuple[Packet, Document]:
    doc = Document(data)
    return ReducerSet().reduce(doc, info_for(doc, **fields)), doc


def assert_exact_citations(packet: Packet, doc: Document) -> None:
    """Every citation's excerpt is the artifact's text at the cited lines, to the byte."""
    for citation in packet.citations:
        assert citation.start_line is not None and citation.end_line is not None
        assert citation.excerpt == doc.text(citation.start_line, citation.end_line)
