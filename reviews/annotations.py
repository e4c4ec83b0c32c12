"""Annotations: reviewers label steps and packets, and a packet found missing evidence becomes
a regression case for the reducer benchmark (the LogDx-CI layout that
`python -m harness.reducers.eval` reads)."""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import QuerySet

from accounts.services import can_review
from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from harness.output.document import Document, clean
from reviews.models import Annotation, Verdict
from runs.models import Run, Step

MAX_RANGES = 50
MAX_SIGNALS = 40
"""Lines of one annotation that become signals of its case (blank lines never do)."""
RANGE = re.compile(r"^(\d{1,9})(?:\s*-\s*(\d{1,9}))?$")
EXPORT_FIELDS = [
    "id",
    "run_id",
    "step_index",
    "verdict",
    "note",
    "lines",
    "artifact_id",
    "reducer",
    "author_name",
    "created_at",
]


class AnnotationRefused(Exception):
    """A label that cannot be kept as given; the message says why."""


def visible_annotations(user: User | AnonymousUser) -> QuerySet[Annotation]:
    return Annotation.objects.filter(run__in=Run.objects.visible_to(user)).select_related("step")


def parse_lines(text: str) -> list[list[int]]:
    """`12-14, 20` as [[12, 14], [20, 20]]."""
    ranges = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        found = RANGE.match(part)
        if found is None:
            raise AnnotationRefused(f"{part!r} is not a line or a range like 12-14")
        start, end = int(found[1]), int(found[2] or found[1])
        if not 1 <= start <= end:
            raise AnnotationRefused(f"{part!r}: lines count from 1, the first before the last")
        ranges.append([start, end])
    if len(ranges) > MAX_RANGES:
        raise AnnotationRefused(f"at most {MAX_RANGES} ranges")
    return ranges


def annotate(
    *, step: Step, user: User, verdict: str, note: str = "", lines: str = ""
) -> Annotation:
    """Keep a reviewer's label on `step`. Missing evidence names lines of the step's artifact."""
    if not can_review(user):
        raise AnnotationRefused("labelling steps needs the reviewer role")
    if verdict not in Verdict.values:
        raise AnnotationRefused(f"the verdict is one of {', '.join(Verdict.values)}")
    ranges = parse_lines(lines)
    artifact_id = (step.packet or {}).get("artifact_id", "")
    if verdict == Verdict.MISSING_EVIDENCE:
        _check_evidence(artifact_id, ranges)
    return Annotation.objects.create(
        run_id=step.run_id,
        step=step,
        verdict=verdict,
        note=note[:5000],
        lines=ranges,
        artifact_id=artifact_id,
        author=user,
        author_name=user.get_username(),
    )


def _check_evidence(artifact_id: str, ranges: list[list[int]]) -> None:
    if not artifact_id:
        raise AnnotationRefused("this step has no packet: missing evidence names a packet's lines")
    if not ranges:
        raise AnnotationRefused("name the lines that should have stayed, like 12-14, 20")
    artifact = Artifact.objects.filter(pk=artifact_id).first()
    last = max(end for _, end in ranges)
    if artifact is not None and artifact.line_count and last > artifact.line_count:
        raise AnnotationRefused(f"the artifact has {artifact.line_count} lines, not {last}")


def export_row(annotation: Annotation) -> dict[str, Any]:
    return {
        "id": annotation.pk,
        "run_id": annotation.run_id,
        "step_index": annotation.step.index,
        "verdict": annotation.verdict,
        "note": annotation.note,
        "lines": annotation.lines,
        "artifact_id": annotation.artifact_id,
        "reducer": (annotation.step.packet or {}).get("reducer", ""),
        "author_name": annotation.author_name,
        "created_at": annotation.created_at.isoformat(),
    }


def case_id(annotation: Annotation) -> str:
    return f"loopglass-run{annotation.run_id}-step{annotation.step.index}-a{annotation.pk}"


def case_files(annotation: Annotation) -> dict[str, bytes]:
    """The case folder's files: the artifact's bytes as raw.log, and its labels, each line
    the reviewer named a critical signal (its clean text, at its line)."""
    if annotation.verdict != Verdict.MISSING_EVIDENCE:
        raise AnnotationRefused("only a missing-evidence label makes a regression case")
    artifact = Artifact.objects.get(pk=annotation.artifact_id)
    raw = bytes(DjangoArtifactStore().read(artifact))
    doc = Document(raw)
    signals = _signals(doc, annotation.lines)
    if not signals:
        raise AnnotationRefused("the lines named hold no text")
    packet = annotation.step.packet or {}
    case = {
        "case_id": case_id(annotation),
        "source": "loopglass_annotation",
        "framework": artifact.family or "generic",
        "failure_category": "annotated",
        "raw_log_path": "raw.log",
        "line_count": doc.line_count,
        "byte_size": len(raw),
        "tool": artifact.tool,
        "reducer": packet.get("reducer", ""),
        "notes": annotation.note,
    }
    truth = {
        "root_cause": {"summary": annotation.note, "category": "annotated"},
        "required_signals": signals,
    }
    return {
        "raw.log": raw,
        "case.json": _json(case),
        "ground_truth.json": _json(truth),
        "tags.json": _json({"tags": ["annotated", f"reducer:{packet.get('reducer', '')}"]}),
    }


def _signals(doc: Document, ranges: list[list[int]]) -> list[dict[str, Any]]:
    signals: list[dict[str, Any]] = []
    for start, end in ranges:
        for number in range(start, min(end, doc.line_count) + 1):
            text = clean(doc.line(number)).strip()
            if text and len(signals) < MAX_SIGNALS:
                signals.append(
                    {
                        "type": "evidence",
                        "value": text,
                        "importance": "critical",
                        "evidence_lines": [[number, number]],
                    }
                )
    return signals


def _json(value: object) -> bytes:
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode()


def write_case(annotation: Annotation, root: Path) -> Path:
    folder = root / case_id(annotation)
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in case_files(annotation).items():
        (folder / name).write_bytes(data)
    return folder


def case_zip(annotation: Annotation) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in case_files(annotation).items():
            archive.writestr(f"{case_id(annotation)}/{name}", data)
    return buffer.getvalue()
