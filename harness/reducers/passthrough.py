"""Output too small to be worth reducing, whole; and binary output, described."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.pytest import PYTEST, counts
from harness.reducers.packet import Citation, Packet
from harness.reducers.progress import Progress

RESULT_LINE = re.compile(r"\b\d+ (?:passed|failed)\b.* in [\d.]+m?s\b")
"""pytest's last line, in a small output that was passed through whole."""


class Passthrough(BaseReducer):
    """The whole output: reducing a few hundred bytes would cost more than it saves."""

    name = "passthrough"
    version = 2
    features = {"empty": 2}
    """From passthrough@2, an empty output carries the `empty` flag."""

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        flags = ["passthrough"] + (["invalid-utf8"] if doc.has_invalid_utf8 else [])
        flags += ["empty"] if doc.size == 0 and self.has("empty") else []
        whole = Citation(
            artifact_id=info.id,
            start_line=1,
            end_line=doc.line_count,
            excerpt=doc.text(1, doc.line_count),
        )
        return Packet(
            artifact_id=info.id,
            reducer=self.key,
            flags=flags,
            citations=[whole] if doc.line_count else [],
            raw_bytes=doc.size,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """A small pytest run's counts, from its result line (the last line it read)."""
        lines = text.strip().splitlines()
        last = lines[-1].strip("= ") if lines else ""
        return PYTEST.progress(counts(last), text) if RESULT_LINE.search(last) else None


class Binary(BaseReducer):
    """Binary output is not text: the packet says what it is and how big."""

    name = "binary"
    version = 1

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        packet = PacketBuilder(self.key, doc, info, budget)
        packet.flags.append("binary")
        packet.say(f"binary output, {doc.size} bytes, detected type {info.content_type}")
        packet.set("content_type", info.content_type)
        packet.set("bytes", doc.size)
        if info.exit_status is not None:
            packet.set("exit_status", info.exit_status)
        return packet.build()
