"""PacketBuilder: how a reducer assembles a packet that fits its budget.

A reducer adds summary lines, fields and candidate citations, each with a
priority. `build` takes candidates in order of priority while the packet,
with its chosen line ranges merged into blocks, still fits; a candidate
too big for what is left keeps the lines of its `keep` end that fit. What
had to go makes the packet `truncated`, and its escalation names the lines
the model can still read with `artifact_read`. A builder made `dense` (newer
reducer versions) weighs the candidates line by line instead (see dense.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers import dense as packing
from harness.reducers import honest
from harness.reducers import lean as leaning
from harness.reducers.candidate import Candidate, merge
from harness.reducers.packet import (
    MAX_SUMMARY_LINES,
    Citation,
    Escalation,
    FieldValue,
    Packet,
    citation_block,
    field_lines,
    fit,
    header,
    line_limit,
    size,
)

LOW_CONFIDENCE = 0.5
MAX_CANDIDATES = 400
"""Candidates weighed for a packet; the rest (by priority) cannot fit anyway."""


FIXED_SHARE = 0.4
"""Part of the budget that the header, summary and fields may take; the citations get the
rest (the builder fits them to it, never these)."""
LAST_SHARE = 0.9
"""What they and the escalation line may take at most: past it, even essential fields go."""
FOCUS_SHARE = 0.5
"""What the fixed part may take with the fallback's focus lines (see `focus`)."""
ESCALATION_RESERVE = 110
"""Bytes for the escalation line, which names up to three line ranges."""
VERDICT_SHARE = 1.0
"""A named failure's verdict line's priority, as a share of the best candidate's: each
failure's first line before any one failure's detail (dense.py's rule, by name)."""
ROOT_TAIL = 16 << 10
LINE_CHARS = 4096
"""Bytes of the output's end, and characters of a line, read for the workspace root."""
MIN_SHOWN = 6
"""Characters a field's value needs before cited lines that hold it stand in for it."""

Packed = tuple[list[Candidate], list[Candidate], Escalation]
"""Candidates chosen, candidates left out, and the escalation that names them."""


@dataclass
class PacketBuilder:
    reducer: str
    doc: Document
    info: ArtifactInfo
    budget: int
    summary: list[str] = field(default_factory=list)
    fields: dict[str, FieldValue] = field(default_factory=dict)
    candidates: list[Candidate] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    confidence: float = 1.0
    judged_truncated: bool = False
    """The reducer itself knows it left relevant text out (besides the budget)."""
    reason: str = ""
    essential: tuple[str, ...] | None = None
    """Set by a reducer that leaves its fields' size to the builder: the fields kept longest
    when the budget is small, most essential first (see `_keep_fixed_part_small`). Others
    size their own."""
    dense: bool = False
    """Choose cited lines one by one, a window's further lines worth less than the next
    failure's first line, and spend no bytes on labels or lines that say nothing (dense.py)."""
    fallback: bool = False
    """The generic evidence includes the generic fallback (fallback.py, `cite_generic`)."""
    lean: bool = False
    """Also cite each named failure's verdict line, and show cited lines compact: rules
    squeezed, a long line's paths from the workspace root (lean.py)."""
    honest: bool = False
    """Whatever the cited lines leave out, say so: `truncated`, and an escalation naming
    lines to read (honest.py)."""
    focus: list[str] = field(default_factory=list)
    """What the fallback's weightiest long lines say past the width a packet shows them at:
    summary lines, said while the fixed part stays within FOCUS_SHARE (`_say_focus`)."""
    _named: list[str] = field(default_factory=list, repr=False)
    root: str | None = None
    """The workspace folder a lean packet shows long lines' paths from (set by `build`)."""
    _sizes: dict[tuple[int, int, str], int] = field(default_factory=dict, repr=False)
    _worths: dict[int, float] = field(default_factory=dict, repr=False)

    def say(self, line: str) -> None:
        """A summary line (clean text); at most five are kept."""
        line = clean(line).strip()
        if line and line not in self.summary and len(self.summary) < MAX_SUMMARY_LINES:
            self.summary.append(line[:300])

    def set(self, name: str, value: FieldValue | None) -> None:
        if value is not None and value not in ([], ""):
            self.fields[name] = value

    def cite(
        self,
        start: int,
        end: int | None = None,
        label: str = "",
        priority: float = 1.0,
        keep: Literal["start", "end"] = "start",
    ) -> None:
        end = start if end is None else end
        start, end = max(1, start), min(end, self.doc.line_count)
        if start <= end:
            self.candidates.append(Candidate(priority, start, end, label, keep))

    def build(self) -> Packet:
        if self.lean:
            self._cite_verdicts()
            self.root = leaning.workspace_root(self._path_texts())
        if self.essential is not None:
            self._keep_fixed_part_small(self.essential)
        if self.focus:
            self._say_focus()
        room = self.budget - self._fixed_size() - (honest.RESERVE if self.honest else 0)
        chosen, left_out, escalation = self._pack(room)
        unshown: list[str] = []
        if self.dense:
            chosen, left_out, escalation, unshown = self._without_repeats(
                room, (chosen, left_out, escalation)
            )
        citations = self._citations(chosen)
        gaps = honest.uncited(self.doc, citations) if self.honest else []
        if gaps:
            escalation = honest.escalation(self.doc, gaps, escalation)
        packet = Packet(
            artifact_id=self.info.id,
            reducer=self.reducer,
            summary=self.summary,
            fields=self.fields,
            unshown=unshown,
            citations=citations,
            tainted=self.info.trust_lane != "internal",
            truncated=self.judged_truncated or bool(left_out) or bool(gaps),
            confidence=self.confidence,
            flags=self.flags,
            escalation=escalation,
            raw_bytes=self.doc.size,
            budget=self.budget,
            root=self.root,
        )
        return fit(packet)

    def _cite_verdicts(self) -> None:
        """Each failure a field names, by the line that says it failed, ranked just below
        the best of what the reducer cited (lean.py)."""
        best = max((c.priority for c in self.candidates), default=0.0)
        if best <= 0:
            return
        for number in leaning.verdict_lines(self.doc, leaning.failure_names(self.fields)):
            self.cite(number, None, "", best * VERDICT_SHARE)
        self._named = [name for name in self.fields if leaning.NAMED_FAILURES.search(name)]

    def _path_texts(self) -> list[str]:
        """Where the workspace root is looked for: the candidates' first lines, and the
        output's end (a CI job's clean-up names its workspace)."""
        ranked = sorted(self.candidates, key=lambda c: -c.priority)[:MAX_CANDIDATES]
        lines = {n for c in ranked for n in range(c.start, min(c.end, c.start + 20) + 1)}
        tail = self.doc.line_at(max(0, self.doc.size - ROOT_TAIL))
        lines |= set(range(tail, self.doc.line_count + 1))
        return [self.doc.clean_line(n)[:LINE_CHARS] for n in sorted(lines)]

    def _pack(self, room: int) -> Packed:
        """The candidates chosen for `room` bytes, those left out, and the escalation,
        whose line takes its bytes from the room."""
        choose = self._choose_dense if self.dense else self._choose
        reserve = 0
        for _ in range(4):  # room for the escalation line, which names what is left out
            chosen, left_out = choose(room - reserve)
            escalation = self._escalation(left_out)
            needed = size([_escalation_line(escalation)]) if escalation.recommended else 0
            if needed <= reserve:
                break
            reserve = needed
        return chosen, left_out, escalation

    def _without_repeats(self, room: int, packed: Packed) -> tuple[*Packed, list[str]]:
        """A dense packet's fields whose values its cited lines show are not rendered, and
        their bytes go to more lines; unless those lines then no longer show them all. A
        lean packet first tries leaving out the fields that name failures too: their verdict
        lines (`_cite_verdicts`) may fit only in the bytes those fields free."""
        repeated = self._repeated(packed[0])
        tries = [repeated]
        named = [n for n in self.fields if n in self._named and n not in repeated]
        if self.lean and named:
            tries.insert(0, [*repeated, *named])
        for names in tries:
            if not names:
                continue
            saved = size(field_lines({name: self.fields[name] for name in names}))
            wider = self._pack(room + saved)
            if set(names) <= set(self._repeated(wider[0])):
                return (*wider, names)
        return (*packed, [])

    def _repeated(self, chosen: list[Candidate]) -> list[str]:
        """Text fields each of whose values the chosen lines show as the model reads them."""
        limit = line_limit(self.budget)
        shown = "\n".join(
            line
            for c in self._citations(chosen)
            for line in citation_block(c, limit, self.root)[1:]
        )
        return [name for name, value in self.fields.items() if _shows(shown, value)]

    def _keep_fixed_part_small(self, essential: tuple[str, ...]) -> None:
        """Keep the header, summary and fields to FIXED_SHARE of the budget, so citations
        have room: fields other than the `essential` go first (the last set first), then
        summary lines; the essential ones only past LAST_SHARE, with the escalation line."""

        def over(share: float, reserve: int = 0) -> bool:
            return self._fixed_size() + reserve > self.budget * share

        for name in [n for n in reversed(self.fields) if n not in essential]:
            if not over(FIXED_SHARE):
                break
            del self.fields[name]
        while self.summary and over(FIXED_SHARE):
            self.summary.pop()
        rank = {name: place for place, name in enumerate(essential)}
        for name in sorted(self.fields, key=lambda n: rank.get(n, len(rank)), reverse=True):
            if not over(LAST_SHARE, ESCALATION_RESERVE):
                return
            del self.fields[name]  # the least essential first

    def _say_focus(self) -> None:
        """The focus lines first in the summary: they say what clipped cited lines hide.
        Past FOCUS_SHARE of the budget, the other summary lines go (the last first), then
        the fields other than the `essential` ones, then the last focus lines."""
        focus = [clean(line).strip()[:300] for line in self.focus[:MAX_SUMMARY_LINES]]
        focus = list(dict.fromkeys(line for line in focus if line))
        others = [line for line in self.summary if line not in focus]
        self.summary = [*focus, *others][:MAX_SUMMARY_LINES]
        keep = set(self.essential or ())
        while self._fixed_size() > self.budget * FOCUS_SHARE:
            if len(self.summary) > len(focus):
                self.summary.pop()
            elif removable := [name for name in self.fields if name not in keep]:
                del self.fields[removable[-1]]
            elif self.summary:
                self.summary.pop()
            else:
                return

    def _fixed_size(self) -> int:
        draft = Packet(
            artifact_id=self.info.id,
            reducer=self.reducer,
            summary=self.summary,
            fields=self.fields,
            tainted=self.info.trust_lane != "internal",
            truncated=bool(self.reason),  # else a cut shows in the escalation line alone
            confidence=self.confidence,
            flags=self.flags,
            raw_bytes=self.doc.size,
        )
        return size([header(draft), *self.summary, *field_lines(self.fields)])

    def _choose(self, room: int) -> tuple[list[Candidate], list[Candidate]]:
        """The candidates that fit `room` bytes once merged, taken by priority."""
        ranked = sorted(self.candidates, key=lambda c: (-c.priority, c.start))[:MAX_CANDIDATES]
        chosen: list[Candidate] = []
        left_out: list[Candidate] = []
        for candidate in ranked:
            fitted = self._fit(chosen, candidate, room)
            if fitted is not candidate:
                left_out.append(candidate)
            if fitted is not None:
                chosen.append(fitted)
        return chosen, left_out

    def _choose_dense(self, room: int) -> tuple[list[Candidate], list[Candidate]]:
        lines = packing.lines_of(self.candidates, self._worth)
        return packing.choose(lines, room, self._plain_block_size)

    def _worth(self, number: int) -> float:
        if number not in self._worths:
            judge = leaning.worth if self.lean else packing.worth
            self._worths[number] = judge(clean(self.doc.line(number)))
        return self._worths[number]

    def _plain_block_size(self, start: int, end: int) -> int:
        return self._block_size(start, end, "")

    def _blocks(self, candidates: list[Candidate]) -> list[Candidate]:
        if self.dense:
            return packing.blocks(candidates, self._plain_block_size)
        return merge(candidates)

    def _fit(self, chosen: list[Candidate], candidate: Candidate, room: int) -> Candidate | None:
        """The candidate, or the most of it (from its `keep` end) that still fits, or None."""
        if self._size([*chosen, candidate]) <= room:
            return candidate
        best = None
        for lines in range(1, candidate.end - candidate.start + 1):
            part = _part(candidate, lines)
            if self._size([*chosen, part]) > room:
                break
            best = part
        return best

    def _size(self, candidates: list[Candidate]) -> int:
        return sum(self._block_size(b.start, b.end, b.label) for b in merge(candidates))

    def _block_size(self, start: int, end: int, label: str) -> int:
        key = (start, end, label)
        if key not in self._sizes:
            excerpt = self.doc.text(start, end)
            citation = Citation(
                artifact_id=self.info.id,
                start_line=start,
                end_line=end,
                excerpt=excerpt,
                label=label,
            )
            self._sizes[key] = size(citation_block(citation, line_limit(self.budget), self.root))
        return self._sizes[key]

    def _citations(self, candidates: list[Candidate]) -> list[Citation]:
        return [
            Citation(
                artifact_id=self.info.id,
                start_line=block.start,
                end_line=block.end,
                excerpt=self.doc.text(block.start, block.end),
                label=block.label,
            )
            for block in self._blocks(candidates)
        ]

    def _escalation(self, left_out: list[Candidate]) -> Escalation:
        cut = bool(left_out) or self.judged_truncated
        if self.confidence < LOW_CONFIDENCE:
            reason = self.reason or f"confidence {self.confidence:.2f}"
            reason += ", cut" if cut else ""
        elif cut:
            reason = self.reason or "cut"
        else:
            return Escalation()
        hint = packing.read_hint(left_out) if self.dense else _read_hint(left_out)
        return Escalation(recommended=True, reason=f"{reason}; {hint}")


def _shows(text: str, value: FieldValue) -> bool:
    """Whether `text` holds a text field's value, each item of a list; numbers and short
    words are never taken as shown (a "1" or "failed" is anywhere)."""
    items = value if isinstance(value, list) else [value]
    words = [item for item in items if isinstance(item, str) and len(item) >= MIN_SHOWN]
    return bool(words) and len(words) == len(items) and all(w in text for w in words)


def _part(candidate: Candidate, lines: int) -> Candidate:
    if candidate.keep == "end":
        return Candidate(
            candidate.priority, candidate.end - lines + 1, candidate.end, candidate.label, "end"
        )
    return Candidate(
        candidate.priority, candidate.start, candidate.start + lines - 1, candidate.label
    )


def _read_hint(left_out: list[Candidate]) -> str:
    """Where to read what was left out: the three weightiest ranges, in order, touching ones
    joined ("artifact_read L208-211, L260")."""
    if not left_out:
        return "artifact_read gives the raw lines"
    best = sorted(left_out, key=lambda c: -c.priority)[:3]
    ranges = ", ".join(
        f"L{c.start}" if c.start == c.end else f"L{c.start}-{c.end}" for c in merge(best)
    )
    return f"artifact_read {ranges}"


def _escalation_line(escalation: Escalation) -> str:
    return f"[escalate: {escalation.reason}]"
