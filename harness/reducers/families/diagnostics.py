"""Type checker and linter diagnostics: mypy, pyright, tsc, ruff (and flake8), eslint.

A diagnostic is a header line (`x.py:3: error: ... [code]`, `a.ts(1,5): error TS2322: ...`,
`x.py:1:8: F401 ...`, eslint's `  3:7  error  ...  rule` under its file's line) and the
lines that belong to it: mypy's notes, tsc's code frame, chained message and related
location, ruff's frame and help. Each becomes a `file:line:code` entry, counted per
code; repeats (pre-commit often runs a checker twice) count once.

Consecutive diagnostics of one tool form a block. A block's owner (the pre-commit
hook that failed) and its first diagnostic are cited first, then the first example
of each code, then the next few of each block; the tool's own summary line
(`Found 3 errors in 3 files.`) leads the summary; the generic evidence and the
remaining diagnostics fill what room is left.

The helpers above the `Diagnostic` class are shared with the cargo and gcc reducers.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet, field_lines, size
from harness.reducers.progress import BuildProgress, Progress, count

# --- shared with cargo.py and gcc.py ------------------------------------------------------

LEFTOVER = re.compile(r"\x1b[()][0-9A-Za-z]|\^\[[()][0-9A-Za-z]|\^\[\[[0-9;?]*[A-Za-z]|\x1b")
"""Escapes `clean` leaves: charset switches (`ESC ( B`, from curses colours), in caret
notation too, and stray escape bytes."""
LINE_CHARS = 8192
MAX_LINES = 40_000
"""Candidate lines parsed; on a huge output, the first and last half of them."""
SUMMARY_SHARE = 0.2
FIELD_SHARE = 0.35
"""Shares of the budget the summary, then summary and fields together, may take."""
FIRST_SUMMARY_SHARE = 0.45
"""The first summary line (the tool's own verdict) may take more of a small budget."""
GENERIC_SCALE = 0.25
"""The generic evidence ranks below a family reducer's own citations."""
HOOK = re.compile(r"^(?P<name>\S.*?)\.{3,}(?:\([^)]*\))?(?P<status>Passed|Failed|Skipped)\s*$")
"""A pre-commit result line: `mypy.........Failed`."""
HOOK_BYTES = re2.compile(rb"\.{8}[^\n]*(?:Passed|Failed|Skipped)")
HOOK_META = re.compile(r"^- [\w ]+(?::|$)")
"""pre-commit's lines under a failed hook: `- hook id: mypy`, `- exit code: 1`."""


def plain(text: str) -> str:
    """A line as a person reads it: `clean`, and the escapes `clean` leaves removed."""
    text = clean(text)
    return LEFTOVER.sub("", text) if "\x1b" in text or "^[" in text else text


class Lines:
    """The plain text of a document's lines, each decoded once and cut at `LINE_CHARS` (no
    diagnostic needs more, and the patterns then take bounded time)."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self._cache: dict[int, str] = {}

    def __call__(self, number: int) -> str:
        text = self._cache.get(number)
        if text is None:
            valid = 1 <= number <= self.doc.line_count
            raw = self.doc.line(number)[:LINE_CHARS] if valid else ""
            text = self._cache[number] = plain(raw)
        return text

    def shown_plain(self, number: int) -> bool:
        """Whether the packet's renderer (which only cleans a line) shows it as plain text."""
        return clean(self.doc.line(number)[:LINE_CHARS]) == self(number)


def line_matcher(*alternatives: bytes) -> re2._Regexp:
    """An RE2 pattern for raw bytes that matches once per line holding any alternative."""
    return re2.compile(rb"(?:" + rb"|".join(alternatives) + rb")[^\n]*")


def matching_lines(doc: Document, pattern: re2._Regexp, limit: int = MAX_LINES) -> list[int]:
    """The numbers of the lines where `pattern` matches; on a huge output, the first and
    last `limit // 2` of them (a compiler's failure shows early, a log's late)."""
    half = limit // 2
    head = _scan(doc, pattern, 0, half)
    if len(head) < half:
        return head
    done = doc.raw_offset(head[-1] + 1) if head[-1] < doc.line_count else doc.size
    window = 1 << 20
    while True:  # from the end back, in growing windows, until half a limit is found
        begin = max(done, doc.size - window)
        tail = _scan(doc, pattern, begin)
        if len(tail) >= half or begin == done:
            return head + [n for n in tail[-half:] if n > head[-1]]
        window *= 4


def _scan(doc: Document, pattern: re2._Regexp, begin: int, cap: int | None = None) -> list[int]:
    numbers: list[int] = []
    for match in pattern.finditer(doc.data, begin):
        number = doc.line_at(match.start())
        if not numbers or numbers[-1] != number:
            numbers.append(number)
            if cap is not None and len(numbers) >= cap:
                break
    return numbers


def indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def hook_lines(doc: Document) -> list[int]:
    """The lines that may be pre-commit results (a run of dots, then a status)."""
    return _scan(doc, HOOK_BYTES, 0)


def failed_hook(lines: Lines, hooks: list[int], before: int) -> tuple[int, int] | None:
    """The lines of the pre-commit hook whose output holds line `before`, if it failed: its
    result line and the `- hook id:` lines under it. The nearest result line above owns
    everything up to the next one."""
    index = bisect.bisect_left(hooks, before)
    if index == 0:
        return None
    number = hooks[index - 1]
    found = HOOK.match(lines(number).strip())
    if not found or found["status"] != "Failed":
        return None
    meta = number
    while meta + 1 < before and HOOK_META.match(lines(meta + 1).strip()):
        meta += 1
    return number, meta


def generic(packet: PacketBuilder, doc: Document, info: ArtifactInfo) -> Packet:
    """The packet the generic reducer would make, for an output a family reducer finds
    nothing of its own in."""
    mine = len(packet.summary)
    if not cite_generic(packet, doc, info):
        packet.confidence = 0.6
    return _settled(packet, mine)


def with_generic(
    packet: PacketBuilder, doc: Document, info: ArtifactInfo, scale: float = GENERIC_SCALE
) -> Packet:
    """The packet, with the generic evidence ranked below the reducer's own (`scale`)."""
    mine = len(packet.summary)
    cite_generic(packet, doc, info, scale=scale)
    return _settled(packet, mine)


def _settled(packet: PacketBuilder, mine: int) -> Packet:
    """Built, after dropping the summary lines the generic evidence added (a folded
    template) if with them the summary and fields would leave citations too little room."""
    if Room(packet).used() > packet.budget * FIELD_SHARE:
        del packet.summary[mine:]
    return packet.build()


class Room:
    """What the summary and fields may take, so that citations keep the rest of the budget."""

    def __init__(self, packet: PacketBuilder) -> None:
        self.packet = packet

    def used(self) -> int:
        return size([*self.packet.summary, *field_lines(self.packet.fields)])

    def say(self, line: str) -> bool:
        """A summary line, if the summary has room for it (the first may take more)."""
        cost = len(line.encode()) + 1
        share = SUMMARY_SHARE if self.packet.summary else FIRST_SUMMARY_SHARE
        if self.used() + cost > self.packet.budget * share:
            return False
        self.packet.say(line)
        return True

    def set(self, name: str, value: int | str | list[str] | None) -> None:
        """A field, if it fits; a list field keeps the items that fit and counts the rest."""
        if value is None or value in ([], ""):
            return
        left = int(self.packet.budget * FIELD_SHARE) - self.used() - len(name) - 3
        if isinstance(value, list):
            value = bounded(value, left)
            if value:
                self.packet.set(name, value)
        elif len(str(value).encode()) <= left:
            self.packet.set(name, value)


def bounded(items: list[str], room: int) -> list[str]:
    """The first items that fit `room` bytes when joined, then `+N more` for the rest."""
    kept: list[str] = []
    used = 0
    for index, item in enumerate(items):
        cost = len(item.encode()) + 2
        if used + cost + (12 if index + 1 < len(items) else 0) > room:
            return [*kept, f"+{len(items) - index} more"] if kept else []
        kept.append(item)
        used += cost
    return kept


class Keyed(Protocol):
    @property
    def key(self) -> Hashable: ...


def first_of[T: Keyed](items: Iterable[T]) -> list[T]:
    """Each item whose key was not seen before, in order: a repeat counts once."""
    unique: dict[Hashable, T] = {}
    for item in items:
        unique.setdefault(item.key, item)
    return list(unique.values())


def counted(counts: Counter[str], top: int = 8) -> list[str]:
    """`name=count` for the most frequent, most frequent first."""
    return [f"{name}={count}" for name, count in counts.most_common(top)]


def build_progress(
    label: str, fields: Mapping[str, Any], lists: tuple[tuple[str, str], ...] = ()
) -> BuildProgress | None:
    """A build's errors (a count, or per tool), its list fields that say what else failed
    (`lists`: each field with what the status line calls it) counted, and its warnings;
    None when it has none of them."""
    errors = fields.get("errors")
    found = BuildProgress(
        label,
        tuple(map(str, errors)) if isinstance(errors, list) else count(fields, "errors") or 0,
        tuple((len(fields[key]), noun) for key, noun in lists if fields.get(key)),
        count(fields, "warnings") or 0,
    )
    return None if found == BuildProgress(label) else found


# --- diagnostics ------------------------------------------------------------------------


@dataclass(frozen=True)
class Diagnostic:
    tool: str
    start: int
    """The header's line in the output."""
    end: int
    """The last line that belongs to it (notes, code frame, chained message)."""
    file: str
    row: int
    col: int | None
    severity: str
    code: str
    message: str
    place: int | None = None
    """The line that names the file when the header does not: eslint's file line over its
    rows, ruff's `--> file:row:col` under its header."""

    @property
    def entry(self) -> str:
        return f"{self.file}:{self.row}:{self.code}"

    @property
    def key(self) -> tuple[str, str, int, int | None, str, str]:
        return (self.tool, self.file, self.row, self.col, self.code, self.message)


@dataclass
class Block:
    """Diagnostics one run of one tool printed together, and that run's summary line."""

    tool: str
    items: list[Diagnostic] = field(default_factory=list)
    summary: int | None = None


@dataclass
class Found:
    diagnostics: list[Diagnostic]
    blocks: list[Block]
    lines: Lines

    @property
    def unique(self) -> list[Diagnostic]:
        return first_of(self.diagnostics)


PREFILTER = line_matcher(
    rb"error",
    rb"warning",
    rb"Found \d",
    rb"problems? \(",
    rb"informations?",
    rb"-->",
    rb"[A-Z][0-9]{3}",
    rb"Success: no issues",
)
"""Words of the lines worth parsing, loose enough for colour codes between them."""
MYPY = re.compile(
    r"^\s*(?P<file>[^\s:][^:]*\.pyi?|<string>):(?P<row>\d+):(?:(?P<col>\d+):)?(?:\d+:\d+:)?"
    r"\s(?P<sev>error|warning|note):\s(?P<msg>.*?)(?:\s\s\[(?P<code>[a-z][\w-]*)\])?\s*$"
)
MYPY_CODE = r"\s\[([a-z][\w-]*)\]\s*$"
PYRIGHT = re.compile(
    r"^\s*(?P<file>\S.*?):(?P<row>\d+):(?P<col>\d+) - (?P<sev>error|warning|information): "
    r"(?P<msg>.*?)(?:\s\((?P<code>report\w+)\))?\s*$"
)
TSC_PRETTY = re.compile(
    r"^\s*(?P<file>\S.*?):(?P<row>\d+):(?P<col>\d+) - (?P<sev>error|warning|message) "
    r"(?P<code>TS\d+): (?P<msg>.*)$"
)
TSC_PLAIN = re.compile(
    r"^\s*(?P<file>[^\s(][^(]*?)\((?P<row>\d+),(?P<col>\d+)\): (?P<sev>error|warning|message) "
    r"(?P<code>TS\d+): (?P<msg>.*)$"
)
RUFF_CODE = r"[A-Z]{1,6}\d{1,4}|SyntaxError|invalid-syntax"
RUFF_CONCISE = re.compile(
    r"^\s*(?P<file>\S.*?):(?P<row>\d+):(?P<col>\d+):? (?P<code>" + RUFF_CODE + r"):? "
    r"(?:\[\*\] )?(?P<msg>.*)$"
)
RUFF_FULL = re.compile(r"^(?P<code>" + RUFF_CODE + r"):? (?:\[\*\] )?(?P<msg>.+)$")
ARROW = re.compile(r"^\s*--> (?P<file>.+?):(?P<row>\d+):(?P<col>\d+)\s*$")
ESLINT_ROW = re.compile(
    r"^\s+(?P<row>\d+):(?P<col>\d+)\s+(?P<sev>error|warning)\s+(?P<msg>.+?)"
    r"(?:\s{2,}(?P<code>[@\w][\w@/.-]*))?\s*$"
)
ESLINT_FILE = re.compile(r"^\s*(?P<file>(?:[A-Za-z]:)?[^\s:]+\.[\w]+)\s*$")
ESLINT_UNIX = re.compile(
    r"^(?P<file>\S.*?):(?P<row>\d+):(?P<col>\d+): (?P<msg>.*) "
    r"\[(?P<sev>Error|Warning)(?:/(?P<code>[^\]]+))?\]$"
)
SUMMARIES = [
    re.compile(r"^\s*Found \d+ errors? in \d+ files? \((?:checked \d+ source|errors pre).*\)"),
    re.compile(r"Found \d+ errors?(?:\.| in \d+ files\.| in \S+:\d+| in the same file, )"),
    re.compile(r"^\s*✖ \d+ problems? \(\d+ errors?, \d+ warnings?\)"),
    re.compile(r"^\s*\d+ errors?, \d+ warnings?, \d+ informations?\s*$"),
]
"""A run's own summary line: mypy's, tsc's and ruff's `Found`, eslint's, pyright's."""
TS_FRAME = re.compile(r"^\s*(?:\d+ |~+\s*$)")
RUFF_FRAME = re.compile(r"^\s*(?:\d+\s*)?[|=]|^\s*(?:help|note|-->|\.\.\.)")
BLOCK_GAP = 4
"""Lines between two diagnostics, at most, for them to be one block."""
SUMMARY_GAP = 8
"""Lines between a block's last diagnostic and its summary, at most (tsc's blank lines)."""
MAX_EXTENT = 16
"""Lines after a header that can belong to it."""
STRONG, WEAK = 0.9, 0.7
"""Sniff scores: a tool's summary line and its diagnostics; several diagnostics alone."""


def parse(doc: Document, limit: int = MAX_LINES) -> Found:
    """The diagnostics in the output, grouped into blocks with their summary lines."""
    lines = Lines(doc)
    found: list[Diagnostic] = []
    summaries: list[int] = []
    eslint_files: dict[int, int | None] = {}
    covered = 0
    for number in matching_lines(doc, PREFILTER, limit):
        if number <= covered:
            continue
        diagnostic = _diagnostic(lines, number, eslint_files)
        if diagnostic is not None:
            found.append(diagnostic)
            covered = diagnostic.end
        elif any(p.search(lines(number)) for p in SUMMARIES):
            summaries.append(number)
    return Found(found, _blocks(found, summaries), lines)


def _diagnostic(lines: Lines, number: int, eslint: dict[int, int | None]) -> Diagnostic | None:
    text = lines(number)
    for parser in PARSERS:
        diagnostic = parser(lines, number, text)
        if diagnostic is not None:
            return diagnostic
    return _eslint_stylish(lines, number, text, eslint)


def _mypy(lines: Lines, number: int, text: str) -> Diagnostic | None:
    found = MYPY.match(text)
    if not found or found["sev"] == "note":
        return None
    wrapped = number if found["code"] else _wrapped(lines, number)
    end = _extent(lines, wrapped, lambda t, base: _mypy_note(t) or indent(t) > base)
    code = found["code"] or _trailing(lines, wrapped, MYPY_CODE) or found["sev"]
    return _make("mypy", number, end, found, code)


def _wrapped(lines: Lines, number: int) -> int:
    """The last line of a message `--pretty` wrapped: the one that ends in its code."""
    for candidate in range(number + 1, number + 4):
        text = lines(candidate)
        if not text.strip() or MYPY.match(text):
            break
        if re.search(MYPY_CODE, text):
            return candidate
    return number


def _mypy_note(text: str) -> bool:
    found = MYPY.match(text)
    return bool(found and found["sev"] == "note")


def _pyright(lines: Lines, number: int, text: str) -> Diagnostic | None:
    found = PYRIGHT.match(text)
    if not found:
        return None
    end = _extent(lines, number, lambda t, base: indent(t) > base)
    code = found["code"] or _trailing(lines, end, r"\((report\w+)\)\s*$") or found["sev"]
    return _make("pyright", number, end, found, code)


def _tsc(lines: Lines, number: int, text: str) -> Diagnostic | None:
    found = TSC_PRETTY.match(text) or TSC_PLAIN.match(text)
    if not found:
        return None
    end = _extent(lines, number, _tsc_continues, blanks=True)
    return _make("tsc", number, end, found, found["code"])


def _tsc_continues(text: str, base: int) -> bool:
    """A chained message, related location or code frame line under a tsc header."""
    if TSC_PRETTY.match(text) or TSC_PLAIN.match(text) or SUMMARIES[1].search(text):
        return False
    return indent(text) > base or (indent(text) >= base and bool(TS_FRAME.match(text)))


def _ruff(lines: Lines, number: int, text: str) -> Diagnostic | None:
    found = RUFF_CONCISE.match(text)
    if found:
        end = _extent(lines, number, lambda t, base: bool(RUFF_FRAME.match(t)))
        return _make("ruff", number, end, found, found["code"])
    arrow = ARROW.match(text)
    header = RUFF_FULL.match(lines(number - 1)) if arrow else None
    if arrow is None or header is None:
        return None
    end = _extent(lines, number, lambda t, base: bool(t.strip()))
    row, col = int(arrow["row"]), int(arrow["col"])
    return Diagnostic(
        "ruff",
        number - 1,
        end,
        arrow["file"],
        row,
        col,
        "error",
        header["code"],
        header["msg"],
        place=number,
    )


def _eslint_unix(lines: Lines, number: int, text: str) -> Diagnostic | None:
    found = ESLINT_UNIX.match(text)
    if not found:
        return None
    return _make("eslint", number, number, found, found["code"] or found["sev"].lower())


def _eslint_stylish(
    lines: Lines, number: int, text: str, files: dict[int, int | None]
) -> Diagnostic | None:
    """A row under a file's line (eslint's default format); the file is the nearest path
    line above the rows."""
    found = ESLINT_ROW.match(text)
    if not found:
        return None
    place = _eslint_file(lines, number - 1, files)
    files[number] = place
    if place is None:
        return None
    path = ESLINT_FILE.match(lines(place))
    if path is None:
        return None
    return Diagnostic(
        "eslint",
        number,
        number,
        path["file"],
        int(found["row"]),
        int(found["col"]),
        found["sev"],
        found["code"] or found["sev"],
        found["msg"],
        place,
    )


def _eslint_file(lines: Lines, number: int, files: dict[int, int | None]) -> int | None:
    """The line of the file the rows above `number` (and the row after it) belong to."""
    if number in files:
        return files[number]
    return number if ESLINT_FILE.match(lines(number)) else None


PARSERS: list[Callable[[Lines, int, str], Diagnostic | None]] = [
    _mypy,
    _tsc,
    _pyright,
    _ruff,
    _eslint_unix,
]


def _extent(
    lines: Lines, number: int, continues: Callable[[str, int], bool], blanks: bool = False
) -> int:
    """The last line that belongs to the header at `number`: lines while `continues` says so
    (blank lines inside, when `blanks`), trailing blank lines left out."""
    base, end = indent(lines(number)), number
    for candidate in range(number + 1, min(number + MAX_EXTENT, lines.doc.line_count) + 1):
        text = lines(candidate)
        if not text.strip():
            if blanks:
                continue
            break
        if not continues(text, base):
            break
        end = candidate
    return end


def _trailing(lines: Lines, end: int, pattern: str) -> str | None:
    found = re.search(pattern, lines(end))
    return found.group(1) if found else None


def _make(tool: str, start: int, end: int, found: re.Match[str], code: str) -> Diagnostic:
    col = found["col"] if "col" in found.groupdict() else None
    severity = (found["sev"] if "sev" in found.groupdict() else "error").lower()
    return Diagnostic(
        tool,
        start,
        end,
        found["file"],
        int(found["row"]),
        int(col) if col else None,
        severity,
        code,
        found["msg"].strip(),
    )


def _blocks(diagnostics: list[Diagnostic], summaries: list[int]) -> list[Block]:
    """Runs of one tool's diagnostics, each with the summary line printed after it."""
    blocks: list[Block] = []
    for diagnostic in diagnostics:
        last = blocks[-1] if blocks else None
        if (
            last is None
            or last.tool != diagnostic.tool
            or (diagnostic.start - last.items[-1].end > BLOCK_GAP)
        ):
            last = Block(diagnostic.tool)
            blocks.append(last)
        last.items.append(diagnostic)
    ends = [b.items[-1].end for b in blocks]
    for number in summaries:  # a summary line belongs to the block just above it
        index = bisect.bisect_left(ends, number) - 1
        owner = blocks[index] if index >= 0 else None
        if owner is not None and owner.summary is None and number - ends[index] <= SUMMARY_GAP:
            owner.summary = number
    return blocks


# --- the packet ---------------------------------------------------------------------------

FIRST, CODE, NEXT, REST = 70.0, 60.0, 40.0, 2.0
"""Priorities: a block's first diagnostic, a code's first example, a block's next ones,
the rest (below the generic evidence)."""
OWNER = 80.0
NEXT_PER_BLOCK = 12
WARNING_SHARE = 0.02
"""Where there are errors, warnings rank below them and below the generic evidence's best."""


class DiagnosticsReducer(BaseReducer):
    name = "diagnostics"
    version = 1
    families = ("mypy", "tsc", "ruff", "eslint", "pyright", "flake8", "diagnostics")
    features = {"dense": 2, "fallback": 3, "lean": 4, "clipped": 5, "honest": 6}

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        found = parse(doc, limit=4000)
        errors = [d for d in found.unique if d.severity in ("error", "warning")]
        if errors and any(b.summary for b in found.blocks):
            return STRONG
        if len(errors) >= 3:
            return WEAK
        return 0.3 if errors else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        found = parse(doc)
        if not found.diagnostics:  # not ours after all: what any output gets
            return generic(packet, doc, info)
        owners = _cite_owners(packet, found)
        _summarise(packet, found, owners)
        _cite_diagnostics(packet, found)
        return with_generic(packet, doc, info)

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return build_progress("diagnostics", fields)


def _cite_owners(packet: PacketBuilder, found: Found) -> list[int]:
    """Each block's failed pre-commit hook, with the hook's id and exit code lines."""
    owners: list[int] = []
    hooks = hook_lines(packet.doc)
    for block in found.blocks:
        hook = failed_hook(found.lines, hooks, block.items[0].start)
        if hook is not None and hook[0] not in owners:
            owners.append(hook[0])
            packet.cite(hook[0], hook[1], "failed hook", OWNER)
    return owners


def _summarise(packet: PacketBuilder, found: Found, owners: list[int]) -> None:
    room = Room(packet)
    lines = found.lines
    for block in found.blocks:
        if block.summary is not None:
            room.say(lines(block.summary).strip())
    for number in [*owners, *(b.items[0].start for b in found.blocks)]:
        if not lines.shown_plain(number):  # escapes the renderer keeps: say it plainly
            room.say(lines(number).strip())
    unique = found.unique
    tools = Counter(d.tool for d in unique if d.severity == "error")
    room.set("tools", list(dict.fromkeys(b.tool for b in found.blocks)))
    room.set("errors", counted(tools) if len(tools) > 1 else sum(tools.values()))
    room.set("warnings", sum(d.severity == "warning" for d in unique) or None)
    room.set("codes", counted(Counter(d.code for d in unique)))
    room.set("files", len({d.file for d in unique}))
    ordered = sorted(_interleaved(found), key=lambda d: d.severity != "error")
    room.set("diagnostics", list(dict.fromkeys(d.entry for d in ordered)))


def _interleaved(found: Found) -> Iterable[Diagnostic]:
    """Unique diagnostics taking turns across blocks, so that each run shows in a short list."""
    seen: set[tuple[str, str, int, int | None, str, str]] = set()
    queues = [iter(b.items) for b in found.blocks]
    while queues:
        for queue in list(queues):
            diagnostic = next((d for d in queue if d.key not in seen), None)
            if diagnostic is None:
                queues.remove(queue)
                continue
            seen.add(diagnostic.key)
            yield diagnostic


def _cite_diagnostics(packet: PacketBuilder, found: Found) -> None:
    """Each block's first diagnostic, each code's first, a block's next few, the rest; a
    repeat (a checker run twice) only as its block's first."""
    seen: set[tuple[str, str, int, int | None, str, str]] = set()
    codes: set[str] = set()
    position, total = 0, max(len(found.diagnostics), 1)
    errors = any(d.severity == "error" for d in found.diagnostics)
    for block in found.blocks:
        rank = 0
        for diagnostic in block.items:
            position += 1
            repeat = diagnostic.key in seen
            if repeat and rank:
                continue
            seen.add(diagnostic.key)
            priority = _priority(rank, repeat, diagnostic.code in codes, position / total)
            codes.add(diagnostic.code)
            rank += 1
            if errors and diagnostic.severity != "error":
                priority *= WARNING_SHARE
            cite_diagnostic(packet, diagnostic.start, diagnostic.end, diagnostic.severity, priority)
            if diagnostic.place is not None:
                packet.cite(diagnostic.place, None, "", priority * 0.999)  # the row titles


def _priority(rank: int, repeat: bool, code_seen: bool, lateness: float) -> float:
    """A diagnostic's rank: by its place in its block, whether its code is new, and how late
    in the output it comes (for the rest)."""
    if rank == 0:
        return NEXT if repeat else FIRST
    if not code_seen:
        return CODE
    if rank < NEXT_PER_BLOCK:
        return NEXT - rank
    return REST * (1 - lateness)


def cite_diagnostic(
    packet: PacketBuilder, start: int, end: int, severity: str, priority: float
) -> None:
    """The header at `priority`, the lines that belong to it a little lower, so that more
    headers fit before the frames of the first ones."""
    packet.cite(start, None, severity, priority)
    if end > start:
        packet.cite(start + 1, end, "", priority * 0.5 if priority > REST else priority)


DIAGNOSTICS = DiagnosticsReducer()
DIAGNOSTICS2 = DiagnosticsReducer(version=2)
DIAGNOSTICS3 = DiagnosticsReducer(version=3)
DIAGNOSTICS4 = DiagnosticsReducer(version=4)
DIAGNOSTICS5 = DiagnosticsReducer(version=5)
DIAGNOSTICS6 = DiagnosticsReducer(version=6)
REDUCERS = [DIAGNOSTICS, DIAGNOSTICS2, DIAGNOSTICS3, DIAGNOSTICS4, DIAGNOSTICS5, DIAGNOSTICS6]
