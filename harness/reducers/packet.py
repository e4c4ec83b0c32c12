"""The packet: what a reducer made of a tool's output, and the text the model reads.

A packet holds a short summary, typed fields, citations (each the exact
text of a line range of the stored artifact), the taint of its source,
whether anything had to be cut, a confidence, and whether a person or the
model should look at the source before going on. `render` turns it into
compact text under a byte budget; the packet keeps everything whole.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from harness.output.document import clean

FieldValue = str | int | float | bool | list[str] | list[int]
MAX_SUMMARY_LINES = 5
LINE_LIMIT = 400
"""Characters of one cited line shown; a minified file's single line cannot take the budget."""
TABLE_ROW = re.compile(r"^ {0,2}[|│┃║].*[|│┃║] *$")
TABLE_PADDING = re.compile(r"(?<=\S) {3,}")
TABLE_RULE = re.compile(r"^ {0,2}[+┌├└╭╰╔╠╚┏┣┗][-─━═+┬┼┴┳╋┻┐┤┘╮╯╗╣╝┓┫┛]+ *$")
RULE_RUN = re.compile(r"([-─━═])\1{3,}")
"""A text table's padding and rules: a row shows its cells one space apart, a rule three
dashes a column."""
DEFAULT_BUDGET = 4096
"""Bytes of rendered text a packet may take in the model's context."""


def reduction_ratio(packet_bytes: int, raw_bytes: int) -> float:
    """1 - packet bytes / raw bytes, never below 0: an output passed through whole gains a
    packet header, which is no reduction, not a negative one."""
    return max(0.0, 1 - packet_bytes / max(raw_bytes, 1))


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Citation(_Frozen):
    artifact_id: str
    start_line: int | None = None
    """1-based, inclusive; None for a citation by JSON pointer."""
    end_line: int | None = None
    pointer: str | None = None
    """A JSON pointer (RFC 6901) into a JSON artifact."""
    excerpt: str
    """Exactly the artifact's text at those lines (or the value at the pointer)."""
    label: str = ""
    """Why it is cited: 'failure', 'exit status', ..."""

    def where(self) -> str:
        if self.pointer is not None:
            return self.pointer or "/"
        if self.start_line == self.end_line:
            return f"L{self.start_line}"
        return f"L{self.start_line}-{self.end_line}"


class Escalation(_Frozen):
    recommended: bool = False
    reason: str = ""


class Packet(_Frozen):
    artifact_id: str
    reducer: str
    """name@N; a released version never changes behaviour."""
    summary: list[str] = Field(default_factory=list, max_length=MAX_SUMMARY_LINES)
    fields: dict[str, FieldValue] = Field(default_factory=dict)
    unshown: list[str] = Field(default_factory=list)
    """Fields the rendered text leaves out because its cited lines show their values
    (a dense packet's; see builder.py). Programs still read them here."""
    citations: list[Citation] = Field(default_factory=list)
    tainted: bool = False
    truncated: bool = False
    """Something the reducer judged relevant did not fit."""
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    escalation: Escalation = Field(default_factory=Escalation)
    flags: list[str] = Field(default_factory=list)
    """Facts about the raw output: 'binary', 'invalid-utf8', 'passthrough', 'empty'."""
    raw_bytes: int = 0
    packet_bytes: int = 0
    """The size of `render(budget)`, as the model received it."""
    budget: int = DEFAULT_BUDGET
    root: str | None = None
    """Set by lean reducer versions (builder.py): cited lines are shown compact, rules
    squeezed and, in a line too long to show whole, paths under this folder shown from it
    on (`…/src/x.c`). None for the older versions, which show them plain."""

    def render(self, budget: int | None = None) -> str:
        return render(self, budget or self.budget)

    def as_json(self) -> dict[str, Any]:
        # `unshown` and `root` are left out when unset: older versions' packets read as before
        unset = {"unshown"} if not self.unshown else set()
        unset |= {"root"} if self.root is None else set()
        return self.model_dump(mode="json", exclude=unset or None)

    def shown_fields(self) -> dict[str, FieldValue]:
        return {k: v for k, v in self.fields.items() if k not in self.unshown}


def render(packet: Packet, budget: int) -> str:
    """The packet as compact text: header, summary, fields, cited lines, escalation.

    Excerpts are shown clean (no ANSI escapes, progress-bar rewrites or CI
    timestamps); the packet keeps them exact. A packet built by
    `PacketBuilder` fits its budget; anything else is cut at the budget.
    """
    if "passthrough" in packet.flags:  # whole by definition: the selector keeps it small
        return _passthrough(packet)
    lines = [header(packet), *packet.summary, *field_lines(packet.shown_fields())]
    for citation in packet.citations:
        lines += citation_block(citation, line_limit(budget), packet.root)
    lines += escalation_lines(packet.escalation)
    text = "\n".join(lines)
    if len(text.encode()) > budget:  # only for packets that did not go through `fit`
        text = text.encode()[: max(budget - 4, 0)].decode("utf-8", "ignore") + "\n[…]"
    return text


def _passthrough(packet: Packet) -> str:
    """The output itself; a header only when there is something to warn of (taint, bad bytes)."""
    body = "\n".join(c.excerpt for c in packet.citations) or "(no output)"
    warn = packet.tainted or any(flag != "passthrough" for flag in packet.flags)
    return f"{header(packet)}\n{body}" if warn else body


def header(packet: Packet) -> str:
    marks = [packet.artifact_id, packet.reducer, f"{packet.raw_bytes}B"]
    if packet.confidence < 1.0:
        marks.append(f"confidence {packet.confidence:.2f}")
    marks += [flag for flag in packet.flags if flag != "passthrough"]
    if packet.tainted:
        marks.append("tainted")
    if packet.truncated and not _says_cut(packet.escalation):
        marks.append("truncated")
    return "[" + " ".join(marks) + "]"


def _says_cut(escalation: Escalation) -> bool:
    """Whether the escalation line already tells that the packet was cut."""
    if not escalation.recommended:
        return bool(escalation.reason)  # an honest packet's `[not shown: ...]` line
    return escalation.reason.split(";")[0].endswith("cut")


def escalation_lines(escalation: Escalation) -> list[str]:
    """The escalation as the model reads it: `[escalate: ...]` when recommended; an honest
    packet's note of what it leaves out (honest.py) as `[not shown: ...]`."""
    if escalation.recommended:
        return [f"[escalate: {escalation.reason}]"]
    return [f"[not shown: {escalation.reason}]"] if escalation.reason else []


def field_lines(fields: dict[str, FieldValue]) -> list[str]:
    lines = []
    for name, value in fields.items():
        shown = ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
        lines.append(f"{name}: {shown}")
    return lines


def citation_block(
    citation: Citation, limit: int = LINE_LIMIT, root: str | None = None
) -> list[str]:
    """The block's title and its lines as shown; compact (see `compact`) when a `root` is
    given, even an empty one."""
    title = f"--- {citation.where()}" + (f" {citation.label}" if citation.label else "")
    lines = [_shown(line) for line in citation.excerpt.split("\n")]
    if root is not None:
        lines = [compact(line, root, limit) for line in lines]
    return [title, *(_clip(line, limit) for line in lines)]


RULE = re.compile(r"([-=_*#~─━═])\1{3,}")
"""A run of one rule character: banners (`==== 2 failed ====`, `____ test_x ____`) say
their words, not their width."""


def compact(line: str, root: str, limit: int) -> str:
    """A shown line as lean versions show it: rule runs cut to three characters; in a line
    longer than `limit`, folders under `root` from the root on (`…/src/x.c`), so that the
    words after a long path are not clipped off."""
    line = RULE.sub(lambda run: run.group()[:3], line)
    if len(line) > limit and len(root) > 1:
        line = line.replace(root, "…/")
    return line


def _shown(line: str) -> str:
    """A cited line as the model reads it: clean, and a table row without its padding."""
    line = clean(line)
    if TABLE_ROW.match(line):
        return TABLE_PADDING.sub(" ", line.rstrip())
    if TABLE_RULE.match(line):
        return RULE_RUN.sub(lambda run: run.group()[:3], line.rstrip())
    return line


def line_limit(budget: int) -> int:
    """Characters of a cited line shown: a quarter of the budget, 120 to LINE_LIMIT."""
    return max(120, min(LINE_LIMIT, budget // 4))


def _clip(line: str, limit: int) -> str:
    return line if len(line) <= limit else f"{line[:limit]}…[{len(line)} chars]"


def size(lines: list[str]) -> int:
    """Bytes of these lines joined by newlines, counting one newline each."""
    return sum(len(line.encode()) + 1 for line in lines)


def fit(packet: Packet) -> Packet:
    """The packet made to fit its budget whole, with `packet_bytes` set.

    Builders size their citations to the room that is left, so usually nothing changes.
    When the fixed part itself is too big (a long summary at a small budget), the last
    citations go first, then the last summary lines, then the last fields; the packet is
    then marked truncated. What remains is never cut mid-line.
    """
    while _full_size(packet) > packet.budget:
        smaller = _without_last_part(packet)
        if smaller is None:
            break
        packet = smaller.model_copy(update={"truncated": True})
    return packet.model_copy(update={"packet_bytes": len(render(packet, packet.budget).encode())})


def _without_last_part(packet: Packet) -> Packet | None:
    if packet.citations:
        return packet.model_copy(update={"citations": packet.citations[:-1]})
    if len(packet.summary) > 1:
        return packet.model_copy(update={"summary": packet.summary[:-1]})
    if shown := list(packet.shown_fields()):
        kept = {k: v for k, v in packet.fields.items() if k != shown[-1]}
        return packet.model_copy(update={"fields": kept})
    if packet.summary:
        return packet.model_copy(update={"summary": []})
    return None


def _full_size(packet: Packet) -> int:
    """Bytes of the packet rendered whole, before `render` would cut it."""
    if "passthrough" in packet.flags:
        return len(_passthrough(packet).encode())
    lines = [header(packet), *packet.summary, *field_lines(packet.shown_fields())]
    for citation in packet.citations:
        lines += citation_block(citation, line_limit(packet.budget), packet.root)
    lines += escalation_lines(packet.escalation)
    return len("\n".join(lines).encode())
