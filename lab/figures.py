"""What one column makes of one output: its packet and the figures the lab shows.

Each column's version is pinned in a ReducerSet at the column's budget (lab.columns), as
a run with pinned reducers and that share and cap would have it: the selector chooses and
budgets as it does in a run (small output passes through; other families get their
newest version). Uploaded cases are scored by harness.reducers.eval itself, so the lab's
recall is the benchmark's.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.eval import case_info, recalls
from harness.reducers.packet import Packet, reduction_ratio
from lab.columns import parse_column


class VersionResult(TypedDict):
    packet: dict[str, Any]
    packet_bytes: int
    reduction_ratio: float
    confidence: float
    truncated: bool
    escalated: bool
    critical_recall: float | None
    signal_recall: float | None


@dataclass(frozen=True)
class Measured:
    """One output under every version: what a ComparisonItem row holds."""

    label: str
    family: str
    raw_bytes: int
    has_labels: bool
    results: dict[str, VersionResult]


def measure_output(doc: Document, info: ArtifactInfo, versions: list[str]) -> Measured:
    """A stored output (no labels) under each column (a version, at a budget or not)."""
    results = {key: _result(_reduce(key, doc, info), doc.size) for key in versions}
    return Measured(info.id, info.family, doc.size, False, results)


def measure_case(folder: Path, versions: list[str]) -> Measured:
    """A LogDx-CI case under each column, its recall scored by the eval."""
    case = json.loads((folder / "case.json").read_text())
    raw = (folder / "raw.log").read_bytes()
    doc = Document(raw)
    info = case_info(folder.name, case, len(raw), invalid_utf8=doc.has_invalid_utf8)
    results: dict[str, VersionResult] = {}
    truth = json.loads((folder / "ground_truth.json").read_text())
    for key in versions:
        packet = _reduce(key, doc, info)
        result = _result(packet, len(raw))
        result["critical_recall"], result["signal_recall"] = recalls(truth, packet)
        results[key] = result
    label = str(case.get("case_id", folder.name))
    return Measured(label, info.family, len(raw), True, results)


def _reduce(key: str, doc: Document, info: ArtifactInfo) -> Packet:
    return parse_column(key).reducer_set().reduce(doc, info)


def _result(packet: Packet, raw_bytes: int) -> VersionResult:
    return VersionResult(
        packet=packet.as_json(),
        packet_bytes=packet.packet_bytes,
        reduction_ratio=reduction_ratio(packet.packet_bytes, raw_bytes),  # as the eval reckons it
        confidence=packet.confidence,
        truncated=packet.truncated,
        escalated=packet.escalation.recommended,
        critical_recall=None,
        signal_recall=None,
    )


def macro(results: list[VersionResult]) -> dict[str, float | int | None]:
    """One column's figures over every item: means, the median size, counts."""
    recalls = [r["critical_recall"] for r in results if r["critical_recall"] is not None]
    signals = [r["signal_recall"] for r in results if r["signal_recall"] is not None]
    return {
        "items": len(results),
        "reduction_ratio": statistics.fmean(r["reduction_ratio"] for r in results),
        "median_packet_bytes": statistics.median(r["packet_bytes"] for r in results),
        "confidence": statistics.fmean(r["confidence"] for r in results),
        "truncated": sum(r["truncated"] for r in results),
        "escalated": sum(r["escalated"] for r in results),
        "critical_recall": statistics.fmean(recalls) if recalls else None,
        "signal_recall": statistics.fmean(signals) if signals else None,
    }
