"""What the artifact page shows: a page of numbered lines, cited ranges, redaction marks.

Everything here is data for the template, which escapes it: an artifact's text
is untrusted and is never marked safe.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.core.paginator import Page, Paginator
from pydantic import ValidationError

from artifacts.lines import read_lines
from artifacts.models import Artifact
from harness.output.document import Buffer
from harness.reducers.packet import Packet
from web.params import INTEGER, whole_number

PAGE_LINES = 500
LINE_BYTES = 4000
"""Bytes of one line shown; the download has the rest (a minified file is one long line)."""
MARKER = re.compile(r"\[REDACTED:([A-Za-z0-9_.-]+)\]")


@dataclass(frozen=True)
class Segment:
    text: str
    redacted: str = ""
    """The kind of secret, when this segment is a `[REDACTED:<kind>]` marker."""


@dataclass
class Line:
    number: int
    segments: list[Segment]
    cut: int = 0
    """Bytes of the line not shown."""
    marks: list[str] = field(default_factory=list)
    """'hl' for a range asked for in the address, 'cited' for one a packet cites."""
    labels: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    mark: str
    label: str = ""


class Lines:
    """An artifact's lines as a sequence the Paginator can slice: only a page is read."""

    def __init__(self, data: Buffer, artifact: Artifact, spans: list[Span]) -> None:
        self.data, self.artifact, self.spans = data, artifact, spans

    def __len__(self) -> int:
        return self.artifact.line_count

    def __getitem__(self, window: slice) -> list[Line]:
        first, last = window.start + 1, min(window.stop, len(self))
        found = read_lines(self.data, self.artifact.line_offsets, first, last, clip=LINE_BYTES)
        return [self._line(number, raw, length) for number, raw, length in found]

    def _line(self, number: int, raw: bytes, length: int) -> Line:
        line = Line(number, segments(raw.decode("utf-8", "replace")), cut=length - len(raw))
        for span in self.spans:
            if span.start <= number <= span.end:
                line.marks.append(span.mark)
                if span.label:
                    line.labels.append(span.label)
        return line


def page_of(lines: Lines, *, line: int | None, page: str | None) -> Page[Line]:
    """The page `line` falls on, else page number `page` (Paginator reads it), else the first."""
    # Paginator reads len() and slices only; django-stubs asks for a whole sequence.
    paginator: Paginator[Line] = Paginator(
        lines,  # type: ignore[arg-type]
        PAGE_LINES,
        allow_empty_first_page=True,
    )
    if line is not None:
        return paginator.get_page((max(line, 1) - 1) // PAGE_LINES + 1)
    return paginator.get_page(page)


def goto_url(artifact: Artifact, line: int, hl: str = "") -> str:
    """The page holding `line`, scrolled to it."""
    query = urlencode({"line": line, "hl": hl} if hl else {"line": line})
    return f"{artifact.get_absolute_url()}?{query}#L{line}"


def segments(text: str) -> list[Segment]:
    """The text split around its redaction markers; NUL shown as U+FFFD."""
    text = text.replace("\x00", "\ufffd")
    found, done = [], 0
    for match in MARKER.finditer(text):
        if match.start() > done:
            found.append(Segment(text[done : match.start()]))
        found.append(Segment(match.group(0), redacted=match.group(1)))
        done = match.end()
    if done < len(text) or not found:
        found.append(Segment(text[done:]))
    return found


def asked_spans(value: str) -> list[Span]:
    """`?hl=120-130` (or `120`, or several separated by commas) as spans to highlight."""
    spans = []
    for part in value.split(",")[:20]:
        first, dash, last = (side.strip() for side in part.partition("-"))
        start = whole_number(first, maximum=INTEGER)
        end = whole_number(last, maximum=INTEGER) if dash else start
        if start is not None and end is not None:
            spans.append(Span(start, max(end, start), "hl"))
    return spans


def cited_spans(artifact: Artifact) -> list[Span]:
    """Every line range of this artifact cited by a packet of its run's steps."""
    packets = artifact.run.steps.filter(packet__isnull=False)
    return [
        Span(
            c.start_line,
            c.end_line or c.start_line,
            "cited",
            f"step {index}: {c.label or c.where()}",
        )
        for index, packet in _packets(packets.values_list("index", "packet"))
        for c in packet.citations
        if c.artifact_id == artifact.id and c.start_line is not None
    ]


def _packets(rows: Iterable[tuple[int, object]]) -> Iterator[tuple[int, Packet]]:
    for index, data in rows:
        try:
            yield index, Packet.model_validate(data)
        except ValidationError:  # a packet of another shape: nothing to cite from it
            continue
