"""cargo and rustc: compile errors with their code frames, failing tests, the run's verdict.

rustc's diagnostics (`error[E0308]: mismatched types`, its ` --> src/lib.rs:9:18` and
the frame, notes and help up to the blank line) become `file:line:code` entries;
warnings are folded into a count. `cargo test` failures (libtest's `test x ... FAILED`
and `---- x stdout ----` sections with the panic message, nextest's `FAIL [..] name`,
trybuild's `... mismatch`, compiletest's `test [ui] tests/ui/x.rs ... FAILED` with the
FileCheck errors and the dump lines around the failed match) are cited with the test
names as a field. The verdict lines (`test result: FAILED. ...`, `error: could not
compile`, nextest's `Summary`, bootstrap's `Build completed unsuccessfully`) lead the
summary. An output with none of this falls back to the generic evidence.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from dataclasses import dataclass, field

from harness.artifacts import ArtifactInfo
from harness.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.diagnostics import (
    ARROW,
    MAX_LINES,
    STRONG,
    WEAK,
    Lines,
    Room,
    cite_diagnostic,
    counted,
    first_of,
    generic,
    line_matcher,
    matching_lines,
    with_generic,
)
from harness.reducers.packet import Packet

PREFILTER = line_matcher(
    rb"error", rb"warning", rb"FAIL", rb"panicked", rb"test result", rb"---- ",
    rb"Summary", rb"tests? failed", rb"Bootstrap failed", rb"unsuccessfully", rb"mismatch",
    rb"possible intended match", rb"diff of std",
)  # fmt: skip
"""Words of the lines worth parsing, loose enough for colour codes between them."""
RUSTC = re.compile(r"^\s*(?P<sev>error|warning)(?:\[(?P<code>E\d{4})\])?: (?P<msg>.+)$")
FRAME = re.compile(r"^\s*(?:\d+\s*)?\||^\s*= (?:note|help):")
"""rustc's code frame and `= note:` lines."""
LINT = re.compile(r"#\[(?:warn|deny|forbid)\(([\w:]+)\)\]|`-D ([\w:-]+)`")
"""The lint behind a diagnostic without an error code, named in its notes."""
COULD_NOT_COMPILE = re.compile(r"^\s*error: could not compile `[^`]+`.*")
"""cargo's alone, unlike the linker errors rustc passes on (which the gcc reducer knows)."""
VERDICTS = [
    re.compile(r"^\s*test result: FAILED\..*"),
    re.compile(r"^\s*Summary \[\s*[\d.]+s\]\s+\d+ tests? run:.*"),
    COULD_NOT_COMPILE,
    re.compile(r"^\s*(?:Some tests failed in compiletest|Bootstrap failed while executing|"
               r"Build completed unsuccessfully).*"),
    re.compile(r"^\s*error: (?:test failed, to rerun|\d+ targets? failed|test run failed|"
               r"process didn't exit successfully|aborting due to|failed to run).*"),
]  # fmt: skip
"""Lines that give the run's verdict, the most telling first."""
NOT_A_DIAGNOSTIC = re.compile(
    r"^\s*(?:warning: `[^`]+` \(.*\) generated \d+ warnings?|warning: build failed|"
    r"error: Recipe |warning: unused manifest key)"
)
GENERATED = re.compile(r"^\s*warning: `[^`]+` \(.*\) generated (\d+) warnings?")
TEST_LINE = re.compile(r"^\s*test (?P<name>.+?) \.\.\. (?P<result>FAILED|mismatch|error)\b")
NEXTEST = re.compile(
    r"^\s*(?:TRY \d+ )?(?P<result>FAIL|SIGSEGV|SIGABRT|SIGKILL|TIMEOUT|ABORT|LEAK-FAIL)\s+"
    r"\[\s*[\d.]+m?s\]\s+(?:\(\s*\d+/\d+\)\s+)?(?P<name>\S.*)$"
)
SECTION = re.compile(r"^\s*---- (?P<name>.+?) (?:stdout|stderr) ----\s*$")
SECTION_END = re.compile(r"^\s*(?:---- .+ (?:stdout|stderr) end ----|failures:|test result:)")
PANIC = re.compile(r"^\s*thread '[^']*'(?: \(\d+\))? panicked at ")
PANIC_END = re.compile(r"^\s*(?:stack backtrace:|note: |$)")
LLVM = re.compile(r"^\s*(?P<file>\S+?):(?P<row>\d+):(?P<col>\d+): (?P<sev>error|warning|note): ")
"""A diagnostic from a tool under test (FileCheck, the linker) inside a test's section."""
MISMATCH = re.compile(r"^\s*check:\d+'\d+\s+X[~^]* error: ")
ANNOTATION = re.compile(r"^\s*check:\d+'\d+\s")
INTENDED = re.compile(r"^\s*check:\d+'\d+\s+\?\s+possible intended match")
DIFF = re.compile(r"^\s*diff of (?:stdout|stderr):")
"""compiletest's diff of the expected and actual output of a UI test."""
DIFF_LINES = 20
SECTION_ERROR = re.compile(r"^\s*(?:error(?: in revision `[^`]*`)?: |status: exit status)")
WHOLE = 70.0
"""The rank of the first error's frame and notes: below the lines naming failed tests."""
DUMP_CONTEXT = 5
"""Dump lines before FileCheck's mismatch mark, as many as FileCheck shows by default."""
DISTINCT = 0.05
"""Added to a strong claim on output that only cargo prints."""
PANIC_LINES = 6
MAX_EXTENT = 40

FIRST_ERROR, FAILED_TEST, SECTION_HEAD, CODE, NEXT, REST = 85.0, 80.0, 75.0, 60.0, 45.0, 2.0
"""Priorities: the first compile error's header, a failed test's line, a failed test's
captured output, a code's first error, the next errors, the rest (below the generic
evidence). The verdict lines lead the summary instead."""


@dataclass(frozen=True)
class RustDiagnostic:
    start: int
    end: int
    severity: str
    code: str
    message: str
    file: str | None
    row: int | None

    @property
    def entry(self) -> str:
        return f"{self.file}:{self.row}:{self.code}" if self.file else self.message[:80]

    @property
    def key(self) -> tuple[str, str, str | None, int | None]:
        return (self.code, self.message, self.file, self.row)


@dataclass
class Run:
    """What one cargo (or rustc, or compiletest) output holds."""

    lines: Lines
    diagnostics: list[RustDiagnostic] = field(default_factory=list)
    verdicts: list[int] = field(default_factory=list)
    failed: dict[str, int] = field(default_factory=dict)
    """Failed test name -> the line that reports it first."""
    sections: list[tuple[int, int]] = field(default_factory=list)
    panics: list[int] = field(default_factory=list)
    candidates: list[int] = field(default_factory=list)
    generated_warnings: int = 0
    shown: set[str] = field(default_factory=set)
    """Lines of test output cited already, by their text."""

    @property
    def errors(self) -> list[RustDiagnostic]:
        return first_of(d for d in self.diagnostics if d.severity == "error")

    @property
    def failing(self) -> bool:
        return bool(self.errors or self.failed or self.verdicts or self.panics)


def parse(doc: Document, limit: int = MAX_LINES) -> Run:
    """What the output says: diagnostics, verdicts, failed tests and their output, panics."""
    run = Run(Lines(doc))
    run.candidates = matching_lines(doc, PREFILTER, limit)
    covered = 0
    for number in run.candidates:
        if number > covered:
            covered = max(covered, _read(run, number))
    return run


def _read(run: Run, number: int) -> int:
    """Take what line `number` says into `run`; returns the last line it covers."""
    text = run.lines(number)
    if any(p.match(text) for p in VERDICTS):
        run.verdicts.append(number)
        return number
    if DIFF.match(text):  # a diff's lines quote diagnostics; they are not the run's
        return _hunk_end(run.lines, number)
    generated = GENERATED.match(text)
    if generated:
        run.generated_warnings += int(generated.group(1))
        return number
    diagnostic = _rustc(run.lines, number, text)
    if diagnostic is not None:
        run.diagnostics.append(diagnostic)
        return diagnostic.end
    _test_events(run, number, text)
    return number


def _rustc(lines: Lines, number: int, text: str) -> RustDiagnostic | None:
    found = RUSTC.match(text)
    if not found or NOT_A_DIAGNOSTIC.match(text):
        return None
    end = _extent(lines, number)
    arrow = next((ARROW.match(lines(n)) for n in range(number + 1, end + 1)
                  if ARROW.match(lines(n))), None)  # fmt: skip
    if not (arrow or found["code"] or _framed(lines, number, end)):
        return None  # `error: ...` alone is any tool's; rustc's come located or with notes
    code = found["code"] or _lint(lines, number, end) or found["sev"]
    return RustDiagnostic(number, end, found["sev"], code, found["msg"].strip(),
                          arrow["file"] if arrow else None,
                          int(arrow["row"]) if arrow else None)  # fmt: skip


def _extent(lines: Lines, number: int) -> int:
    """rustc ends a diagnostic with a blank line; the next header ends it too."""
    end = number
    for candidate in range(number + 1, min(number + MAX_EXTENT, lines.doc.line_count) + 1):
        text = lines(candidate)
        if not text.strip() or RUSTC.match(text) or any(p.match(text) for p in VERDICTS):
            break
        end = candidate
    return end


def _framed(lines: Lines, start: int, end: int) -> bool:
    return any(FRAME.match(lines(n)) for n in range(start + 1, end + 1))


def _lint(lines: Lines, start: int, end: int) -> str | None:
    for number in range(start + 1, end + 1):
        found = LINT.search(lines(number))
        if found:
            return found.group(1) or found.group(2).replace("-", "_")
    return None


def _test_events(run: Run, number: int, text: str) -> None:
    """A failed test's line, the start of a test's captured output, or a panic."""
    test = TEST_LINE.match(text) or NEXTEST.match(text)
    if test:
        run.failed.setdefault(test["name"].strip(), number)
    elif SECTION.match(text):
        run.sections.append((number, _section_end(run, number)))
    elif PANIC.match(text):
        run.panics.append(number)


def _section_end(run: Run, start: int) -> int:
    """A test's captured output runs to its end marker, the next section or the failures list."""
    index = bisect.bisect_right(run.candidates, start)
    for number in run.candidates[index:]:
        text = run.lines(number)
        if SECTION.match(text) or SECTION_END.match(text):
            return number if "end ----" in text else number - 1
    return min(start + 200, run.lines.doc.line_count)


class CargoReducer(BaseReducer):
    name = "cargo"
    version = 1
    families = ("cargo", "rustc")

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        run = parse(doc, limit=4000)
        if run.verdicts and (run.errors or run.failed):
            cargo = any(COULD_NOT_COMPILE.match(run.lines(n)) for n in run.verdicts)
            return STRONG + (DISTINCT if cargo else 0.0)
        if any(d.file for d in run.diagnostics) or run.verdicts or len(run.failed) >= 2:
            return WEAK
        return 0.3 if run.failed else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        packet = PacketBuilder(self.key, doc, info, budget)
        run = parse(doc)
        if not run.failing:  # nothing of ours failed: what any output gets
            _fields(packet, run)
            return generic(packet, doc, info)
        room = Room(packet)
        for verdict in dict.fromkeys(run.lines(n).strip() for n in _ranked(run)):
            room.say(verdict)
        _fields(packet, run)
        _cite_errors(packet, run)
        _cite_tests(packet, run)
        return with_generic(packet, doc, info)


def _ranked(run: Run) -> list[int]:
    """The verdict lines, the most telling kind first, in order within a kind."""

    def rank(number: int) -> int:
        text = run.lines(number)
        return next(i for i, pattern in enumerate(VERDICTS) if pattern.match(text))

    return sorted(run.verdicts, key=lambda n: (rank(n), n))


def _fields(packet: PacketBuilder, run: Run) -> None:
    """Counts, codes, failed tests and `file:line:code` entries, as many as fit."""
    room = Room(packet)
    errors = run.errors
    warnings = {d.key for d in run.diagnostics if d.severity == "warning"}
    room.set("errors", len(errors) or None)
    room.set("warnings", max(run.generated_warnings, len(warnings)) or None)
    room.set("codes", counted(Counter(d.code for d in errors)))
    room.set("failed_tests", list(run.failed))
    room.set("diagnostics", list(dict.fromkeys(d.entry for d in errors)))


def _cite_errors(packet: PacketBuilder, run: Run) -> None:
    """The first error whole; then the first of each code; then the next few, the rest last."""
    codes: set[str] = set()
    for rank, error in enumerate(run.errors):
        if rank == 0:
            priority = FIRST_ERROR
        elif error.code not in codes:
            priority = CODE
        elif rank < 12:
            priority = NEXT - rank
        else:
            priority = REST * (1 - rank / len(run.errors))
        codes.add(error.code)
        cite_diagnostic(packet, error.start, error.end, "error", priority)
        if rank == 0:  # the first error whole, below the short lines naming failed tests
            packet.cite(error.start + 1, error.end, "", WHOLE)


def _cite_tests(packet: PacketBuilder, run: Run) -> None:
    """Each failed test's line, the captured output of the first five, panics elsewhere."""
    for rank, number in enumerate(run.failed.values()):
        packet.cite(number, None, "failed", FAILED_TEST - rank if rank < 10 else REST)
    in_sections: set[int] = set()
    for rank, (start, end) in enumerate(run.sections):
        weight = 1.0 if rank < 5 else 0.1
        packet.cite(start, None, "test output", SECTION_HEAD * weight)
        in_sections |= _cite_section(packet, run, start, end, weight)
    for number in run.panics:
        if number not in in_sections:
            _cite_panic(packet, run.lines, number, SECTION_HEAD - 5)


def _cite_section(packet: PacketBuilder, run: Run, start: int, end: int, weight: float) -> set[int]:
    """What a failed test's captured output says: its panic, the errors of the tool it ran
    (with their notes), FileCheck's mismatch in the input dump, compiletest's diff. Returns
    the panics cited."""
    panics: set[int] = set()
    low, high = bisect.bisect_right(run.candidates, start), bisect.bisect_right(run.candidates, end)
    for order, number in enumerate(run.candidates[low:high]):
        text = run.lines(number)
        if text.strip() in run.shown:  # compiletest prints a tool's stderr twice
            continue
        run.shown.add(text.strip())
        priority = (SECTION_HEAD - 10 - min(order, 20)) * weight
        if PANIC.match(text):
            panics.add(number)
        _cite_section_line(packet, run.lines, number, text, priority)
    return panics


def _cite_section_line(
    packet: PacketBuilder, lines: Lines, number: int, text: str, priority: float
) -> None:
    if PANIC.match(text):
        _cite_panic(packet, lines, number, priority)
    elif LLVM.match(text):
        _cite_llvm(packet, lines, number, priority)
    elif MISMATCH.match(text):
        packet.cite(number - DUMP_CONTEXT, number, "mismatch", priority - 5, keep="end")
    elif INTENDED.match(text):
        packet.cite(_input_line(lines, number), number, "", priority - 15)
    elif DIFF.match(text):
        packet.cite(number, _hunk_end(lines, number), "diff", priority)
    elif SECTION_ERROR.match(text):
        packet.cite(number, None, "error", priority)


def _input_line(lines: Lines, number: int) -> int:
    """The dump's input line a FileCheck mark (under it, with other marks) points at."""
    above = number - 1
    while above > number - 4 and ANNOTATION.match(lines(above)):
        above -= 1
    return above


def _hunk_end(lines: Lines, number: int) -> int:
    """The diff's last line: the one before the first blank line after its text begins."""
    end, started = number, False
    while end - number < DIFF_LINES and end < lines.doc.line_count:
        blank = not lines(end + 1).strip()
        if blank and started:
            break
        started = started or not blank
        end += 1
    return end


def _cite_panic(packet: PacketBuilder, lines: Lines, number: int, priority: float) -> None:
    """The panic's line and its message, up to the backtrace or a note."""
    end = number
    while end - number < PANIC_LINES and not PANIC_END.match(lines(end + 1)):
        end += 1
    packet.cite(number, end, "panic", priority)


def _cite_llvm(packet: PacketBuilder, lines: Lines, number: int, priority: float) -> None:
    """A FileCheck (or linker) error with the lines under it; notes rank a little lower."""
    note = LLVM.match(lines(number))
    end = number
    while end - number < 3 and lines(end + 1).strip() and not LLVM.match(lines(end + 1)):
        end += 1
    weight = 0.8 if note and note["sev"] == "note" else 1.0
    packet.cite(number, end, "error" if weight == 1.0 else "note", priority * weight)


CARGO = CargoReducer()
REDUCERS = [CARGO]
