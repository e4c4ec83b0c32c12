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

Version 2 reads panics as a person does. Each failed test or program is one failure: a
libtest section, or the panics and aborts a binary, a build script or a test run with
`--nocapture` printed between two verdicts, test results or test starts. A failure is
cited by its first panic: the location line and the message's first line, then the rest
of the message (assert_eq's left and right, a message split over lines, the Debug payload
of an unwrapped Err); by a should_panic note instead when it has one (`panic did not
contain expected string` and the expected substring); then by its aborts (`has
overflowed its stack`, `thread caused non-unwinding panic. aborting.`) and the messages of
its other panics (a Drop that panicked while unwinding); then by the test's name where no
panic shows it (a spawned thread's panic, a doc test's); then by the panics that only
pass another on (`join().unwrap()` on `Any { .. }`); then by the `... FAILED` lines and
the frames of its backtraces in the user's code (std, core, the test harness and the
frame at the panic's own place are left out). Every failure's first lines come before the
rest of any. The summary keeps libtest's result without its zero counts, and says a
process that died by its binary and status (`process didn't exit successfully:
`…/crash` (signal: 6, SIGABRT: process abort signal)`); the failed tests come from the
terse `-q` lines and libtest's closing list too, and clippy's `file:line:lint` entries
may take more of a small budget than citations.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.diagnostics import (
    ARROW,
    MAX_LINES,
    STRONG,
    WEAK,
    Lines,
    Room,
    bounded,
    build_progress,
    cite_diagnostic,
    counted,
    first_of,
    generic,
    line_matcher,
    matching_lines,
    with_generic,
)
from harness.reducers.packet import Packet
from harness.reducers.progress import Progress

PREFILTER = line_matcher(
    rb"error",
    rb"warning",
    rb"FAIL",
    rb"panicked",
    rb"test result",
    rb"---- ",
    rb"Summary",
    rb"tests? failed",
    rb"Bootstrap failed",
    rb"unsuccessfully",
    rb"mismatch",
    rb"possible intended match",
    rb"diff of std",
)
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
    re.compile(
        r"^\s*(?:Some tests failed in compiletest|Bootstrap failed while executing|"
        r"Build completed unsuccessfully).*"
    ),
    re.compile(
        r"^\s*error: (?:test failed, to rerun|\d+ targets? failed|test run failed|"
        r"process didn't exit successfully|aborting due to|failed to run).*"
    ),
]
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
FAILED_LISTS = (("failed_tests", "failed tests"),)
"""List fields that say the run failed, and what the status line calls them."""
PANIC_LINES = 6
MAX_EXTENT = 40

# --- version 2 -----------------------------------------------------------------------------

PREFILTER_2 = line_matcher(
    rb"error",
    rb"warning",
    rb"FAIL",
    rb"panicked",
    rb"test result",
    rb"---- ",
    rb"Summary",
    rb"tests? failed",
    rb"Bootstrap failed",
    rb"unsuccessfully",
    rb"mismatch",
    rb"possible intended match",
    rb"diff of std",
    rb"has overflowed its stack",
    rb"non-unwinding panic",
    rb"did not panic as expected",
    rb"did not contain expected",
    rb"didn't exit successfully",
    rb"stack backtrace:",
    rb"memory allocation of",
    rb"failures:",
    rb"(?m: \.\.\. \r?$)",
)
EXIT = re.compile(
    r"^\s*(?:error: )?process didn't exit successfully: `(?P<command>[^`]*)`\s*"
    r"\((?P<status>(?:exit status|signal):[^)]*)\)"
)
"""cargo's line (under `Caused by:`) for a test binary, build script or program that died."""
VERDICTS_2 = [
    *VERDICTS[:4],
    re.compile(r"^\s*error: failed to run custom build command.*"),
    EXIT,
    re.compile(
        r"^\s*error: (?:(?:doc)?test failed, to rerun|test run failed|"
        r"process didn't exit successfully|aborting due to|failed to run).*"
    ),
]
"""Version 2's verdicts: a build script's failure, then how a process died, before the
rerun hints (an aborted test binary prints no `test result:` line). `error: 2 targets
failed:` is not one: each target has its rerun hint already."""
ZERO_COUNTS = re.compile(r"; 0 (?:ignored|measured|filtered out)|; finished in [\d.]+s")
"""What a summary leaves out of libtest's result line."""
TEST_HASH = re.compile(r"-[0-9a-f]{16}$")
SHOULD_PANIC = " - should panic"
TERSE = re.compile(r"^\s*(?P<name>\S+) --- (?P<result>FAILED)\s*$")
"""libtest's `-q` line for a failed test."""
STARTED = re.compile(r"^\s*test (?P<name>.+?) \.\.\. $")
"""A test whose output follows (`--nocapture`) before its result."""
PROGRESS = re.compile(
    r"^\s*(?:test .+ \.\.\. |(?:FAILED|ok|ignored)\s*$|\S+ --- FAILED\s*$|"
    r"\.*\s*\d+/\d+\s*$)"
)
"""libtest's own lines amid a test's output (`--nocapture`): they end a panic's message."""
LISTED = re.compile(r"^\s{2,}(?P<name>\S.*?)\s*$")
FAILURES = re.compile(r"^\s*failures:\s*$")
"""libtest's list of the failed tests, one indented name a line, after their output."""
LISTED_LINES = 1000
ABORT = re.compile(
    r"^\s*(?:thread '[^']*'(?: \(\d+\))? has overflowed its stack|"
    r"thread caused non-unwinding panic\. aborting\.|fatal runtime error: |"
    r"memory allocation of \d+ bytes failed)"
)
"""What the runtime prints before it aborts the process."""
OVERFLOW = re.compile(r"(?:^\s*|thread ')(?P<name>[^'\s]*)'(?: \(\d+\))? has overflowed its stack")
"""cargo@6: a stack overflow found anywhere in its line, with the thread's name. The
runtime writes the line in pieces, so another test's result can split it:
`thread 'test a ... ok` then `tests::b' (10729) has overflowed its stack`."""
NOT_A_TEST = ("main", "<unnamed>")
NOTE = re.compile(r"^\s*note: (?:test did not panic as expected|panic did not contain expected)")
NOTE_DETAIL = re.compile(r"^\s*(?:panic message|expected substring|expected): ")
"""A should_panic test's failure, and the lines under it."""
BACKTRACE = re.compile(r"^\s*stack backtrace:\s*$")
FRAME_SYMBOL = re.compile(r"^\s*\d+:\s+(?:0x[0-9a-f]+ - )?(?P<symbol>\S.*?)\s*$")
FRAME_AT = re.compile(r"^\s+at (?P<path>\S.*?):\d+(?::\d+)?\s*$")
LIBRARY_PATH = re.compile(r"/rustc/[0-9a-f]+/|/\.cargo/(?:registry|git)/|/\.rustup/|/rustlib/")
LIBRARY_SYMBOL = re.compile(
    r"^<*(?:std|core|alloc|test|backtrace|panic_unwind|__rustc|__rust_\w+)(?:\[[0-9a-f]+\])?(?:::|$)"
)
"""A backtrace's frames in std, core, alloc and the test harness: left out."""
BACKTRACE_LINES = 400
FRAMES = 3
"""User frames kept per backtrace, innermost first."""
PANIC_LINES_2 = 12
DIAGNOSTICS_SHARE, MORE_VERDICTS_SHARE = 0.55, 0.25
LOCATION = re.compile(r"(?:panicked at |', )(?P<where>[^\s']+:\d+:\d+):?\s*$")
"""Where a panic happened: `panicked at src/lib.rs:10:5:`, or before Rust 1.73 the end of
`panicked at 'message', src/lib.rs:10:5`."""
ECHO = re.compile(r"\bAny \{ \.\. \}|a scoped thread panicked")
THREAD = re.compile(r"^\s*thread '(?P<name>[^']*)'")
NEAR = 2
"""Lines between a test's name and its first panic that are cited with them."""

ROOT, MESSAGE, NAME, LATER, TEST_LINE_2, USER_FRAME = 82.0, 79.0, 76.0, 72.0, 60.0, 55.0
"""Version 2's priorities: each failure's first panic (its location and first message
line), the rest of that message, the test's name where no panic shows it, its later
panics, the `... FAILED` lines, the frames in the user's code. Within a kind, earlier
failures first (RANK apart), so that every failure's first lines come before the rest."""
RANK = 0.3

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
    has: Callable[[str], bool]
    """Whether the reducer version that reads it has a feature (`BaseReducer.has`)."""
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
    aborts: list[int] = field(default_factory=list)
    notes: list[int] = field(default_factory=list)
    """should_panic's notes (version 2)."""
    backtraces: list[int] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    """Tests that began printing their output (`--nocapture`)."""

    @property
    def errors(self) -> list[RustDiagnostic]:
        return first_of(d for d in self.diagnostics if d.severity == "error")

    @property
    def failing(self) -> bool:
        return bool(self.errors or self.failed or self.verdicts or self.panics or self.aborts)

    @property
    def verdict_patterns(self) -> list[re.Pattern[str]]:
        return VERDICTS_2 if self.has("panics") else VERDICTS


def parse(doc: Document, has: Callable[[str], bool], limit: int = MAX_LINES) -> Run:
    """What the output says: diagnostics, verdicts, failed tests and their output, panics."""
    run = Run(Lines(doc), has)
    run.candidates = matching_lines(doc, PREFILTER_2 if has("panics") else PREFILTER, limit)
    covered = 0
    for number in run.candidates:
        if number > covered:
            covered = max(covered, _read(run, number))
    return run


def _read(run: Run, number: int) -> int:
    """Take what line `number` says into `run`; returns the last line it covers."""
    text = run.lines(number)
    if any(p.match(text) for p in run.verdict_patterns):
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
    if run.has("panics") and _runtime_events(run, number, text):
        return number
    _test_events(run, number, text)
    return number


def _rustc(lines: Lines, number: int, text: str) -> RustDiagnostic | None:
    found = RUSTC.match(text)
    if not found or NOT_A_DIAGNOSTIC.match(text):
        return None
    end = _extent(lines, number)
    arrow = next(
        (ARROW.match(lines(n)) for n in range(number + 1, end + 1) if ARROW.match(lines(n))), None
    )
    if not (arrow or found["code"] or _framed(lines, number, end)):
        return None  # `error: ...` alone is any tool's; rustc's come located or with notes
    code = found["code"] or _lint(lines, number, end) or found["sev"]
    return RustDiagnostic(
        number,
        end,
        found["sev"],
        code,
        found["msg"].strip(),
        arrow["file"] if arrow else None,
        int(arrow["row"]) if arrow else None,
    )


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
    if run.has("panics"):
        test = test or TERSE.match(text)
        if _listed(run, number, text):
            return
    if test:
        name = test["name"].strip()
        if run.has("panics"):
            name = name.removesuffix(SHOULD_PANIC)
        run.failed.setdefault(name, number)
    elif SECTION.match(text):
        run.sections.append((number, _section_end(run, number)))
    elif PANIC.match(text):
        run.panics.append(number)


def _listed(run: Run, number: int, text: str) -> bool:
    """A test that began printing, or libtest's list of failed tests (version 2)."""
    if STARTED.match(text):
        run.starts.append(number)
        return True
    if not FAILURES.match(text):
        return False
    line = number + 1
    while line - number < LISTED_LINES and (listed := LISTED.match(run.lines(line))):
        run.failed.setdefault(listed["name"].removesuffix(SHOULD_PANIC), line)
        line += 1
    return True


def _runtime_events(run: Run, number: int, text: str) -> bool:
    """An abort, a should_panic note or a backtrace (version 2); whether it was one. From
    version 6 a stack overflow is found wherever its line was split, and the test whose
    thread overflowed is a failed test."""
    overflow = OVERFLOW.search(text) if run.has("overflow") else None
    if overflow:
        run.aborts.append(number)
        if overflow["name"] not in NOT_A_TEST:
            run.failed.setdefault(overflow["name"], number)
        return True
    for pattern, found in ((ABORT, run.aborts), (NOTE, run.notes), (BACKTRACE, run.backtraces)):
        if pattern.match(text):
            found.append(number)
            return True
    return False


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
    families = ("cargo", "rustc")
    features = {
        "panics": 2,  # panics read as a person does (the module's docstring)
        "dense": 3,
        "fallback": 4,
        "lean": 5,
        "overflow": 6,  # a split stack overflow line, and the test it names
        "clipped": 7,
        "honest": 8,
    }

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        run = parse(doc, self.has, limit=4000)
        if run.verdicts and (run.errors or run.failed):
            cargo = any(COULD_NOT_COMPILE.match(run.lines(n)) for n in run.verdicts)
            return STRONG + (DISTINCT if cargo else 0.0)
        if any(d.file for d in run.diagnostics) or run.verdicts or len(run.failed) >= 2:
            return WEAK
        if self.has("panics") and (run.panics or run.aborts):
            return WEAK  # a Rust program's panic, printed by the runtime
        return 0.3 if run.failed else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        run = parse(doc, self.has)
        if not run.failing:  # nothing of ours failed: what any output gets
            _fields(packet, run)
            return generic(packet, doc, info)
        if self.has("panics"):
            _fixed_part(packet, run)
        else:
            room = Room(packet)
            for verdict in dict.fromkeys(run.lines(n).strip() for n in _ranked(run)):
                room.say(verdict)
            _fields(packet, run)
        _cite_errors(packet, run)
        if self.has("panics"):
            _cite_failures(packet, run)
        else:
            _cite_tests(packet, run)
        return with_generic(packet, doc, info)

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return build_progress("cargo", fields, FAILED_LISTS)


def _ranked(run: Run) -> list[int]:
    """The verdict lines, the most telling kind first, in order within a kind."""

    def rank(number: int) -> int:
        text = run.lines(number)
        return next(i for i, pattern in enumerate(run.verdict_patterns) if pattern.match(text))

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


def _cite_section(
    packet: PacketBuilder,
    run: Run,
    start: int,
    end: int,
    weight: float,
    *,
    with_panics: bool = True,
) -> set[int]:
    """What a failed test's captured output says: its panic, the errors of the tool it ran
    (with their notes), FileCheck's mismatch in the input dump, compiletest's diff. Returns
    the panics cited."""
    panics: set[int] = set()
    low, high = bisect.bisect_right(run.candidates, start), bisect.bisect_right(run.candidates, end)
    for order, number in enumerate(run.candidates[low:high]):
        text = run.lines(number)
        if not with_panics and PANIC.match(text):
            continue
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


# --- version 2: failures ------------------------------------------------------------------


def _fixed_part(packet: PacketBuilder, run: Run) -> None:
    """The summary and fields by worth: the most telling verdict (which may take
    FIRST_SUMMARY_SHARE of the budget), the failed tests (to FIELD_SHARE), the errors'
    `file:line:code` entries (to DIAGNOSTICS_SHARE: an entry names a diagnostic's kind and
    place, where a test's name says nothing of why it failed), the other verdicts (to
    MORE_VERDICTS_SHARE), then the counts and codes (to FIELD_SHARE)."""
    room = Room(packet)
    verdicts = list(dict.fromkeys(_verdict(run.lines(n)) for n in _ranked(run)))
    for verdict in verdicts[:1]:
        room.say(verdict)
    errors = run.errors
    room.set("failed_tests", list(run.failed))
    entries = list(dict.fromkeys(d.entry for d in errors))
    left = int(packet.budget * DIAGNOSTICS_SHARE) - room.used() - len("diagnostics: ")
    packet.set("diagnostics", bounded(entries, left))
    for verdict in verdicts[1:]:
        if room.used() + len(verdict.encode()) + 1 <= packet.budget * MORE_VERDICTS_SHARE:
            packet.say(verdict)
    warnings = {d.key for d in run.diagnostics if d.severity == "warning"}
    room.set("errors", len(errors) or None)
    room.set("warnings", max(run.generated_warnings, len(warnings)) or None)
    room.set("codes", counted(Counter(d.code for d in errors)))


def _verdict(text: str) -> str:
    """A verdict line as the summary says it: libtest's result without its zero counts and
    time, a dead process by its binary's name."""
    died = EXIT.match(text)
    if not died:
        return ZERO_COUNTS.sub("", text.strip()) if VERDICTS[0].match(text) else text.strip()
    parts = died["command"].split(" ")[0].replace("\\", "/").split("/")
    binary = TEST_HASH.sub("", parts[-1])
    if binary.startswith("build-script"):  # a build script: by its package's folder
        binary = "/".join(parts[-2:])
    return f"process didn't exit successfully: `…/{binary}` ({died['status']})"


@dataclass
class Failure:
    """One failed test or program: its name, and the lines it printed, in order."""

    name: str | None = None
    head: int | None = None
    """The line that names it: its section's head, or its `... FAILED` line."""
    section: bool = False
    """Whether `head` is a section's head (which the failure's output follows)."""
    events: list[tuple[int, int]] = field(default_factory=list)
    """Its panics, aborts and should_panic notes: first and last line of each."""
    frames: list[tuple[int, int]] = field(default_factory=list)
    """The frames of its backtraces in the user's code, a symbol and its location each."""

    @property
    def first(self) -> int:
        return min([e[0] for e in self.events] + ([self.head] if self.head else []))


def _failures(run: Run) -> list[Failure]:
    """The failures in the order the output shows them: one per test section, one per
    run of panics and aborts outside sections (a verdict, a test's result or the start of
    a test's output ends one), and the failed tests that printed nothing of their own (an
    aborted binary's last test)."""
    sections = {s: Failure(_section_name(run, s), s, section=True) for s, _ in run.sections}
    outside: list[Failure] = []
    last, boundaries = 0, sorted({*run.verdicts, *run.failed.values(), *run.starts})
    backtraces = set(run.backtraces)
    for number in sorted(run.panics + run.aborts + run.notes + run.backtraces):
        start = _section_of(run, number)
        if start is not None:
            failure = sections[start]
        else:
            if not outside or _between(boundaries, last, number):
                outside.append(Failure())
            failure, last = outside[-1], number
        if number in backtraces:
            panic = failure.events[-1][0] if failure.events else number
            failure.frames += _user_frames(run.lines, number, _location(run.lines(panic)))
        else:
            failure.events.append((number, _event_end(run.lines, number)))
    found = [f for f in [*sections.values(), *outside] if f.events or f.head]
    named = {f.name for f in found} | {n for f in found for n in _thread_names(run, f)}
    found += [Failure(name, line) for name, line in run.failed.items() if name not in named]
    return sorted(found, key=lambda f: f.first)


def _section_name(run: Run, start: int) -> str:
    found = SECTION.match(run.lines(start))
    return found["name"].strip() if found else ""


def _section_of(run: Run, number: int) -> int | None:
    index = bisect.bisect_right(run.sections, (number, number)) - 1
    if index >= 0 and run.sections[index][0] < number <= run.sections[index][1]:
        return run.sections[index][0]
    return None


def _between(lines: list[int], low: int, high: int) -> bool:
    index = bisect.bisect_right(lines, low)
    return index < len(lines) and lines[index] < high


def _thread_names(run: Run, failure: Failure) -> list[str]:
    """The threads its panics and aborts name (a test's thread is named after it)."""
    lines = [run.lines(start) for start, _ in failure.events]
    names = (THREAD.match(text) or OVERFLOW.search(text) for text in lines)
    return [n["name"] for n in names if n]


def _event_end(lines: Lines, number: int) -> int:
    """The last line of a panic's message, an abort's lines, a should_panic note's details."""
    text = lines(number)
    if NOTE.match(text):
        end = number
        while end - number < 3 and NOTE_DETAIL.match(lines(end + 1)):
            end += 1
        return end
    if ABORT.match(text) or OVERFLOW.search(text):
        return number + 1 if ABORT.match(lines(number + 1)) else number
    end = number
    while end - number < PANIC_LINES_2 and not _ends_message(lines(end + 1)):
        end += 1
    return end


def _ends_message(text: str) -> bool:
    return bool(
        PANIC_END.match(text)
        or PANIC.match(text)
        or ABORT.match(text)
        or SECTION.match(text)
        or SECTION_END.match(text)
        or RUSTC.match(text)
        or PROGRESS.match(text)
    )


def _location(text: str) -> str | None:
    found = LOCATION.search(text) if PANIC.match(text) else None
    return found["where"] if found else None


def _user_frames(lines: Lines, number: int, panicked_at: str | None) -> list[tuple[int, int]]:
    """The first FRAMES frames of the backtrace at `number` that are in the user's code
    (a `.rs` file outside the toolchain and the registry), but for a closure under its
    function and the frame at the panic's own location."""
    frames: list[tuple[int, int]] = []
    symbols: list[str] = []
    line = number + 1
    while line - number < BACKTRACE_LINES and len(frames) < FRAMES:
        frame = FRAME_SYMBOL.match(lines(line))
        if not frame:
            break
        at = FRAME_AT.match(lines(line + 1))
        symbol = frame["symbol"]
        if at and _users(symbol, at["path"]):
            place = lines(line + 1).strip().removeprefix("at ").removeprefix("./")
            seen = symbol.removesuffix("::{{closure}}") in symbols
            if not seen and not (panicked_at and place.endswith(panicked_at)):
                frames.append((line, line + 1))
            symbols.append(symbol)
        line += 2 if at else 1
    return frames


def _users(symbol: str, path: str) -> bool:
    return (
        path.endswith(".rs") and not LIBRARY_PATH.search(path) and not LIBRARY_SYMBOL.match(symbol)
    )


def _echoes(lines: Lines, start: int, end: int) -> bool:
    """Whether a later panic only passes another on: a thread's `join().unwrap()` on the
    `Any { .. }` payload, `a scoped thread panicked`, or std's own panic on the way to an
    abort (`panic in a destructor during cleanup`, located in the toolchain)."""
    if LIBRARY_PATH.search(_location(lines(start)) or ""):
        return True
    return any(ECHO.search(lines(n)) for n in range(start, end + 1))


def _cite_message_first(
    packet: PacketBuilder, start: int, end: int, message: float, location: float
) -> None:
    """A panic's message at `message`, its location line at `location`; a message on the
    location line (before Rust 1.73), at `message`."""
    if end > start:
        packet.cite(start + 1, end, "panic", message)
    packet.cite(start, None, "panic", location if end > start else message)


def _kind(text: str) -> str:
    return "panic" if PANIC.match(text) else "abort" if ABORT.match(text) else "note"


def _cite_failures(packet: PacketBuilder, run: Run) -> None:
    """Every failure's first panic before the rest of any (see the module's docstring);
    a section's compiletest and FileCheck output as version 1 cites it."""
    for rank, failure in enumerate(_failures(run)):
        step = RANK * rank
        _cite_events(packet, run, failure, step)
        for order, (symbol, at) in enumerate(failure.frames):
            packet.cite(symbol, at, "frame", USER_FRAME - step - 0.1 * order, keep="end")
    for rank, number in enumerate(run.failed.values()):
        packet.cite(number, None, "failed", TEST_LINE_2 - RANK * rank)
    for rank, (start, end) in enumerate(run.sections):
        _cite_section(packet, run, start, end, 1.0 if rank < 5 else 0.1, with_panics=False)


def _cite_events(packet: PacketBuilder, run: Run, failure: Failure, step: float) -> None:
    """Its first should_panic note, else its first panic, whole; its aborts, other notes and
    the messages of its other panics just below; the panics that only echo another, or that
    a note quotes (their messages before their locations), later."""
    kinds = [_kind(run.lines(start)) for start, _ in failure.events]
    primary = next((kinds.index(kind) for kind in ("note", "panic") if kind in kinds), -1)
    for index, ((start, end), kind) in enumerate(zip(failure.events, kinds, strict=True)):
        if index == primary and kind == "panic":
            packet.cite(start, min(end, start + 1), "panic", ROOT - step)
            packet.cite(start + 2, end, "", MESSAGE - step)
        elif index == primary:  # the expected substring before the panic message it quotes
            packet.cite(start, None, "note", ROOT - step)
            packet.cite(start + 1, end, "", MESSAGE - step, keep="end")
        elif kind != "panic":
            packet.cite(start, end, kind, ROOT - step - RANK / 2)
        elif kinds[primary] == "note" or _echoes(run.lines, start, end):
            _cite_message_first(packet, start, end, LATER - step, LATER - step - 2)
        else:  # a panic of its own (in a Drop, while unwinding)
            _cite_message_first(packet, start, end, ROOT - step - RANK / 2, LATER - step)
    if failure.head is None:
        return
    shown = failure.name in _thread_names(run, failure)[:1]
    if shown:
        return
    if not failure.section:  # an aborted binary's last test
        packet.cite(failure.head, None, "failed", NAME - step)
    else:  # a spawned thread's panic, a doc test's: the section's head names it
        near = min([s for s, _ in failure.events if s - failure.head <= NEAR + 1], default=0)
        packet.cite(failure.head, max(near - 1, failure.head), "test", NAME - step)


CARGO = CargoReducer()
CARGO2 = CargoReducer(version=2)
CARGO3 = CargoReducer(version=3)
CARGO4 = CargoReducer(version=4)
CARGO5 = CargoReducer(version=5)
CARGO6 = CargoReducer(version=6)
CARGO7 = CargoReducer(version=7)
CARGO8 = CargoReducer(version=8)
REDUCERS = [CARGO, CARGO2, CARGO3, CARGO4, CARGO5, CARGO6, CARGO7, CARGO8]
