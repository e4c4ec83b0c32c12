"""Two runs side by side: their steps aligned, and what differs in each pair.

Pure Python (no Django import), so it is tested on plain step lists.

Alignment is the classic two-stage diff. `difflib.SequenceMatcher` first
anchors the steps whose action is identical in both runs (same tool, same
canonical JSON arguments); the stretches between anchors are then aligned
with Needleman-Wunsch (global alignment, linear gap cost), where the same
tool with different arguments scores by how alike the arguments are. So an
extra step in one run becomes a gap ("only in A/B") while a retried call
with a changed argument stays a "changed" pair, and two runs of equal
length with no common action still line up by index.

Text fields are diffed word by word with difflib and returned as segments
(equal / delete on the left, equal / insert on the right); the template
renders them with auto-escaping, so tool and model output stay data.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Any, Literal, Protocol

RowKind = Literal["same", "changed", "only_a", "only_b"]
SegmentKind = Literal["equal", "insert", "delete"]
Pair = tuple[int | None, int | None]

FIELDS = ("thought", "action", "observation", "packet", "block", "outcome")
"""The parts of a step compared, in the order they are shown."""

GAP = -0.5
"""Needleman-Wunsch: the score of a step left unpaired."""
OTHER_TOOL = -0.9
"""Pairing two different tools: a little better than two gaps (-1.0), so runs of equal
length still line up by index, but an extra step in one of them is a gap."""
MAX_CELLS = 40_000
"""Past this many cells (200 x 200 unanchored steps) a stretch is paired by index."""
MAX_TOKENS = 600
"""Past this many tokens (words and the spaces between) a side, a text is diffed by lines:
difflib is quadratic in the worst case, and a line diff of a long output reads better."""

TOKEN = re.compile(r"\w+|\s+|[^\w\s]")
ARTIFACT_ID = re.compile(r"art_[0-9A-Z]{26}")
"""Every run stores its own artifacts, so their ids never agree between two runs."""


class StepRow(Protocol):
    """What this module reads of a step (runs.models.Step has all of it)."""

    @property
    def index(self) -> int: ...
    @property
    def thought(self) -> str: ...
    @property
    def action_tool(self) -> str: ...
    @property
    def action_arguments(self) -> object: ...
    @property
    def observation(self) -> str | None: ...
    @property
    def observation_text(self) -> str: ...
    @property
    def packet(self) -> object: ...
    @property
    def reinforcement(self) -> str: ...
    @property
    def is_error(self) -> bool: ...
    @property
    def final_answer(self) -> str | None: ...
    @property
    def parse_error(self) -> str | None: ...


@dataclass(frozen=True)
class StepFacts:
    """A step reduced to what is compared, each part as the text shown."""

    index: int
    tool: str
    arguments: str
    """Canonical JSON (sorted keys); "" when the step called no tool."""
    texts: dict[str, str]
    """One text per name in FIELDS."""
    context_chars: int
    """Characters the model read back after this step (observation and block)."""

    @property
    def key(self) -> tuple[str, str]:
        return (self.tool, self.arguments)


@dataclass(frozen=True)
class Segment:
    kind: SegmentKind
    text: str


@dataclass(frozen=True)
class FieldDiff:
    name: str
    left: tuple[Segment, ...]
    """Run A's text: equal and deleted segments."""
    right: tuple[Segment, ...]
    """Run B's text: equal and inserted segments."""
    changed: bool


@dataclass(frozen=True)
class Row:
    kind: RowKind
    a: StepFacts | None
    b: StepFacts | None
    fields: tuple[FieldDiff, ...]
    """Only the fields that have text on either side."""

    @property
    def changed_fields(self) -> list[str]:
        return [field.name for field in self.fields if field.changed]


@dataclass(frozen=True)
class Summary:
    steps_a: int
    steps_b: int
    same: int
    changed: int
    only_a: int
    only_b: int
    context_chars_a: int
    context_chars_b: int

    @property
    def aligned(self) -> int:
        return self.same + self.changed


@dataclass(frozen=True)
class Comparison:
    rows: tuple[Row, ...]
    summary: Summary


def compare(a: Iterable[StepRow], b: Iterable[StepRow]) -> Comparison:
    """The two runs' steps aligned, each pair with its per-field differences."""
    facts_a, facts_b = [facts(step) for step in a], [facts(step) for step in b]
    rows = tuple(_row(facts_a, facts_b, pair) for pair in align(facts_a, facts_b))
    return Comparison(rows=rows, summary=summarize(rows, facts_a, facts_b))


def facts(step: StepRow) -> StepFacts:
    arguments = canonical(step.action_arguments) if step.action_tool else ""
    action = f"{step.action_tool} {arguments}" if step.action_tool else ""
    texts = {
        "thought": step.thought,
        "action": action,
        "observation": step.observation_text,
        "packet": packet_text(step.packet),
        "block": step.reinforcement,
        "outcome": outcome_text(step),
    }
    return StepFacts(step.index, step.action_tool, arguments, texts, len(step.observation or ""))


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def outcome_text(step: StepRow) -> str:
    """Whether the tool failed, and the final answer or parse error the step ended with."""
    lines = []
    if step.observation is not None:
        lines.append("error" if step.is_error else "ok")
    if step.parse_error is not None:
        lines.append(f"parse error: {step.parse_error}")
    if step.final_answer is not None:
        lines.append(f"final answer: {step.final_answer}")
    return "\n".join(lines)


def packet_text(packet: object) -> str:
    """The packet as lines to diff: reducer and marks, summary, fields, citations.

    The artifact id and byte budget are left out: they differ between any two runs."""
    if not isinstance(packet, dict):
        return ""
    lines = [" ".join(_packet_marks(packet))]
    lines += [str(line) for line in packet.get("summary") or []]
    lines += [f"{name}: {canonical(value)}" for name, value in (packet.get("fields") or {}).items()]
    for citation in packet.get("citations") or []:
        if isinstance(citation, dict):
            lines += [_where(citation), str(citation.get("excerpt", ""))]
    escalation = packet.get("escalation") or {}
    if isinstance(escalation, dict) and escalation.get("recommended"):
        lines.append(f"escalate: {escalation.get('reason', '')}")
    return "\n".join(lines)


def _packet_marks(packet: dict[str, Any]) -> list[str]:
    marks = [str(packet.get("reducer", "")), f"{packet.get('raw_bytes', 0)}B"]
    if packet.get("tainted"):
        marks.append("tainted")
    if packet.get("truncated"):
        marks.append("truncated")
    if packet.get("confidence", 1.0) < 1.0:
        marks.append(f"confidence {packet['confidence']:.2f}")
    return marks + [str(flag) for flag in packet.get("flags") or []]


def _where(citation: dict[str, Any]) -> str:
    if citation.get("pointer") is not None:
        where = citation["pointer"] or "/"
    elif citation.get("start_line") == citation.get("end_line"):
        where = f"L{citation.get('start_line')}"
    else:
        where = f"L{citation.get('start_line')}-{citation.get('end_line')}"
    label = citation.get("label")
    return f"cited {where}" + (f" ({label})" if label else "")


# --- alignment ---------------------------------------------------------------


def align(a: Sequence[StepFacts], b: Sequence[StepFacts]) -> list[Pair]:
    """Index pairs in order; None on one side where a step has no partner."""
    matcher = SequenceMatcher(None, [s.key for s in a], [s.key for s in b], autojunk=False)
    pairs: list[Pair] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pairs += zip(range(i1, i2), range(j1, j2), strict=True)
        else:
            stretch = needleman_wunsch(a[i1:i2], b[j1:j2], similarity)
            pairs += [(_shift(i, i1), _shift(j, j1)) for i, j in stretch]
    return pairs


def _shift(index: int | None, offset: int) -> int | None:
    return None if index is None else index + offset


def similarity(a: StepFacts, b: StepFacts) -> float:
    """The score of pairing two steps: 1 for the same action, 0.5 to 1 for the same tool
    (by how alike the arguments are), OTHER_TOOL for different tools."""
    if a.key == b.key:
        return 1.0
    if a.tool != b.tool:
        return OTHER_TOOL
    return 0.5 + 0.5 * shared_ratio(a.arguments, b.arguments)


def shared_ratio(a: str, b: str) -> float:
    """2 x the characters two texts share / their total length: difflib's quick_ratio,
    which bounds ratio() from above in linear time (the table holds up to MAX_CELLS)."""
    if not a and not b:
        return 1.0
    shared = (_characters(a) & _characters(b)).total()
    return 2 * shared / (len(a) + len(b))


@functools.lru_cache(maxsize=4096)
def _characters(text: str) -> Counter[str]:
    return Counter(text)


def needleman_wunsch(
    a: Sequence[StepFacts], b: Sequence[StepFacts], score: Callable[[StepFacts, StepFacts], float]
) -> list[Pair]:
    """The highest-scoring global alignment of a and b (Needleman and Wunsch, 1970)."""
    if len(a) * len(b) > MAX_CELLS:
        return by_index(len(a), len(b))
    table = _score_table(a, b, score)
    return _trace_back(table, a, b, score)


def _score_table(
    a: Sequence[StepFacts], b: Sequence[StepFacts], score: Callable[[StepFacts, StepFacts], float]
) -> list[list[float]]:
    table = [[GAP * j for j in range(len(b) + 1)]]
    for i, step_a in enumerate(a, start=1):
        row = [GAP * i]
        for j, step_b in enumerate(b, start=1):
            pair = table[i - 1][j - 1] + score(step_a, step_b)
            row.append(max(pair, table[i - 1][j] + GAP, row[j - 1] + GAP))
        table.append(row)
    return table


def _trace_back(
    table: list[list[float]],
    a: Sequence[StepFacts],
    b: Sequence[StepFacts],
    score: Callable[[StepFacts, StepFacts], float],
) -> list[Pair]:
    """Walk back from the last cell; on a tie a pair wins, then a step of A alone."""
    pairs: list[Pair] = []
    i, j = len(a), len(b)
    while i or j:
        here = table[i][j]
        if i and j and _close(here, table[i - 1][j - 1] + score(a[i - 1], b[j - 1])):
            i, j = i - 1, j - 1
            pairs.append((i, j))
        elif i and _close(here, table[i - 1][j] + GAP):
            i -= 1
            pairs.append((i, None))
        else:
            j -= 1
            pairs.append((None, j))
    return pairs[::-1]


def _close(x: float, y: float) -> bool:
    return abs(x - y) < 1e-9


def by_index(n: int, m: int) -> list[Pair]:
    """Pair step k with step k; the longer run's extra steps stand alone."""
    return [(k if k < n else None, k if k < m else None) for k in range(max(n, m))]


# --- rows and text diffs -----------------------------------------------------


def _row(a: Sequence[StepFacts], b: Sequence[StepFacts], pair: Pair) -> Row:
    step_a = a[pair[0]] if pair[0] is not None else None
    step_b = b[pair[1]] if pair[1] is not None else None
    fields = tuple(
        diff_text(name, _text(step_a, name), _text(step_b, name))
        for name in FIELDS
        if _text(step_a, name) or _text(step_b, name)
    )
    return Row(_kind(step_a, step_b, fields), step_a, step_b, fields)


def _text(step: StepFacts | None, name: str) -> str:
    return step.texts[name] if step is not None else ""


def _kind(a: StepFacts | None, b: StepFacts | None, fields: Sequence[FieldDiff]) -> RowKind:
    if b is None:
        return "only_a"
    if a is None:
        return "only_b"
    return "changed" if any(field.changed for field in fields) else "same"


def diff_text(name: str, a: str, b: str) -> FieldDiff:
    """Word-level differences of two texts, as segments for each side."""
    tokens_a, tokens_b = tokens(a, b)
    keys_a, keys_b = [_key(t) for t in tokens_a], [_key(t) for t in tokens_b]
    left: list[Segment] = []
    right: list[Segment] = []
    matcher = SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        equal = tag == "equal"
        _add(left, "equal" if equal else "delete", "".join(tokens_a[i1:i2]))
        _add(right, "equal" if equal else "insert", "".join(tokens_b[j1:j2]))
    changed = keys_a != keys_b
    return FieldDiff(name, tuple(left), tuple(right), changed)


def tokens(a: str, b: str) -> tuple[list[str], list[str]]:
    """Words and the whitespace between them; whole lines when either text is long."""
    words_a, words_b = TOKEN.findall(a), TOKEN.findall(b)
    if max(len(words_a), len(words_b)) <= MAX_TOKENS:
        return words_a, words_b
    return a.splitlines(keepends=True), b.splitlines(keepends=True)


def _key(token: str) -> str:
    return ARTIFACT_ID.sub("art_…", token)


def _add(segments: list[Segment], kind: SegmentKind, text: str) -> None:
    if not text:
        return
    if segments and segments[-1].kind == kind:
        segments[-1] = Segment(kind, segments[-1].text + text)
    else:
        segments.append(Segment(kind, text))


def summarize(rows: Sequence[Row], a: Sequence[StepFacts], b: Sequence[StepFacts]) -> Summary:
    kinds = [row.kind for row in rows]
    return Summary(
        steps_a=len(a),
        steps_b=len(b),
        same=kinds.count("same"),
        changed=kinds.count("changed"),
        only_a=kinds.count("only_a"),
        only_b=kinds.count("only_b"),
        context_chars_a=sum(step.context_chars for step in a),
        context_chars_b=sum(step.context_chars for step in b),
    )
