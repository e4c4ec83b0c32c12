"""pytest, and from pytest@2 unittest and doctest: the failures of a Python test run.

The reducer finds pytest's landmarks in one RE2 pass over the bytes and decodes only the
lines around them (what it shares with the other test runners is in testrun.py).

pytest: the result line (`= 2 failed, 9 passed in 0.31s =`), the short test
summary (node ids exactly as pytest prints them), and each block of the
FAILURES and ERRORS sections (or unittest's `FAIL: test (module.Class...)`):
its `E` lines, its `path.py:12: Error` location, a doctest's `Expected:` and
`Got:`, errors in its captured output. An output that ends without a result
line was cut short or crashed: its tracebacks and faulthandler dumps are
cited.

pytest@2 reads unittest's and doctest's own reports as well. unittest (plain,
`-v`, Django's `manage.py test`): each `FAIL:`/`ERROR:` block under its rule of
`=` (a subtest's params, a `setUpClass` or a module that failed to import
included) by its test id, its traceback's exception, the changed lines of an
assertion's diff, the innermost frame of one's own code and the test's own
frame; the verdict `Ran N tests` and `FAILED (failures=2, errors=1)`. doctest
(`python -m doctest [-v]`, and a DocTestSuite's failure inside a unittest
block): each report under its rule of `*`, by its `File "x.py", line 12, in
name` line, what the failed example got (`Got:`, of a long value the lines that
differ, or the exception it raised, or an option's diff) and below it what it
expected; the `N items had failures:` list and `***Test Failed*** N failures.`
pytest's own doctest blocks read the same way. Where the place of a failure is
known, failures group by it and the exception's type (one assertion fails with
other values in each parametrised test), and the room for names is shared in
turns between failing tests and errors.

Failures that fail the same way are cited once and counted, and the generic evidence
ranks below them (testrun.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import re2

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers.base import BaseReducer
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.testrun import (
    HEADER_FLOOR,
    LISTED,
    LISTED_FLOOR,
    PASSED_EARLIER,
    RESULT,
    STEP,
    Failure,
    Span,
    cite_groups,
    finish,
    group_failures,
    landmarks,
    last_landmarks,
    names_room,
    passed_long_before,
    say,
    set_names,
    share_names,
)
from harness.reducers.families.traceback import (
    LIBRARY,
    NUMBERS,
    Trace,
    cite_chains,
    find_traces,
    own_frame,
    terminal_text,
)
from harness.reducers.packet import Packet, size
from harness.reducers.progress import Progress, suite_progress

BLOCK_LINES = 3000
"""Lines read of one failure's traceback (its end; the E lines are there)."""
CAPTURED_LINES = 200
SUMMARY_LINES = 20_000
NAMES_OFFSET_2 = 50
"""pytest@2's: the names of failing tests say more per byte than a header line cited."""


# pytest ---------------------------------------------------------------------------------

PYTEST_LANDMARKS = re2.compile(
    rb"={3,}|_{3,} |-{3,} Captured|!{3,}| in \d+(?:\.\d+)?s\b|Ran \d+ tests? in |INTERNALERROR>"
)
SECTION = re.compile(r"^=+ (?P<title>.+?) =+$")
BLOCK = re.compile(r"^_{3,} (?P<title>.+?) _{3,}$")
CAPTURED = re.compile(r"^-{3,} Captured .+ -{3,}$")
BANG = re.compile(r"^!+ (?P<title>.+?) !+$")
ITEM = (
    r"\d+ (?:failed|passed|skipped|deselected|xfailed|xpassed|warnings?|errors?|rerun"
    r"|subtests? (?:passed|failed|skipped|xfailed|xpassed))"
)
RESULT_LINE = re.compile(
    rf"^(?P<rule>=+ )?(?P<counts>{ITEM}(?:, {ITEM})*|no tests ran)"
    r"(?: in [\d.]+s(?: \([\d:]+\))?)?(?(rule) =+|)$"
)
TIMED = re.compile(r" in [\d.]+s(?: \([\d:]+\))?(?: =+)?$")
COUNT = re.compile(r"(\d+) ([a-z]+(?: (?:passed|failed|skipped|xfailed|xpassed))?)(?=,| in|$)")
UNITTEST_COUNT = re.compile(
    r"\b(failures|errors|skipped|expected failures|unexpected successes)=(\d+)"
)
COUNT_NAMES = {
    "error": "errors",
    "warning": "warnings",
    "failures": "failed",
    "expected failures": "xfailed",
    "unexpected successes": "xpassed",
}
SUMMARY = re.compile(
    r"^(?P<status>FAILED|ERROR) (?P<node>[^\s\[]+(?:\[.*?\](?= - |$))?)(?: - (?P<message>.*))?$"
)
PROGRESS = re.compile(
    r"^(?:\[gw\d+\] \[\s*\d+%\] (?P<status>FAILED|ERROR) (?P<node>\S+::\S.*?)"
    r"|(?P<node2>\S+::\S.*?) (?P<status2>FAILED|ERROR)(?: +\[\s*\d+%\])?)$"
)
VERBOSE = re2.compile(rb"FAILED|ERROR")
ROUTINE = re.compile(
    r"^(?:\[gw\d+\] \[\s*\d+%\] (?:PASSED|SKIPPED|XFAIL|XPASS) )?\S+::\S+.*?"
    r"(?: (?:PASSED|SKIPPED|XFAIL|XPASS)(?: +\[\s*\d+%\])?)?\s*$"
)
"""A `-v` progress line of a test that did not fail, or one naming the test starting: what
the generic evidence would take for an error when a test's name has 'error' in it."""
E_LINE = re.compile(r"^E(?:\s|$)")
E_TYPE = re.compile(r"^E\s+(?P<type>[A-Z_][\w.]*|[a-z_]\w*(?:\.\w+)+):(?:\s|$)")
LOCATION = re.compile(r"^(?P<path>(?:[A-Za-z]:)?[^\s:]+?):(?P<line>\d+):(?: (?P<what>.*))?$")
EXCEPTION_NAME = re.compile(r"^[A-Za-z_][\w.]*$")
ERRORISH = re.compile(r"(?i)\b(?:error|exception|fatal|traceback|failed|failure|refused)\b")
UNITTEST = re.compile(r"^(?P<status>FAIL|ERROR|UNEXPECTED SUCCESS): (?P<name>.+)$")
UNITTEST_RESULT = re.compile(r"^(?:FAILED \(.*\)|OK(?: \(.*\))?)$")
SESSION = re.compile(r"=+ test session starts =+|platform \S+ -- Python [\d.]+.*, pytest-\d")
REPORT = re.compile(r"^=+ (?:FAILURES|ERRORS|short test summary info) =+$", re.M)
RESULTS = re.compile(rf"^(?:=+ )?(?:{ITEM})(?:, {ITEM})* in [\d.]+s\b.*$", re.M)
UNITTEST_SNIFF = re.compile(r"^Ran \d+ tests? in [\d.]+s\s*$", re.M)
UNITTEST_VERDICT = re.compile(
    r"^Ran \d+ tests? in [\d.]+s\s*\n\s*\n?(?:FAILED \(.*\)|OK\b.*)$", re.M
)
READ_SECTIONS = ("FAILURES", "ERRORS", "short test summary info", "PASSES")
"""Sections whose every line the reducer has weighed: the generic evidence skips them."""
LANDMARKS_2 = re2.compile(
    rb"={3,}|_{3,} |-{3,} Captured|!{3,}| in \d+(?:\.\d+)?s\b|Ran \d+ tests? in |INTERNALERROR>"
    rb"|\*{20,}|\*\*\*Test Failed\*\*\*|Test passed\."
)
"""pytest@2's landmarks: pytest's and unittest's, and doctest's rules and verdicts."""
UNITTEST_RESULT_2 = re.compile(r"^(?:FAILED \(.*\)|OK(?: \(.*\))?|NO TESTS RAN)$")
UNITTEST_VERDICT_2 = re.compile(
    r"^Ran \d+ tests? in [\d.]+s\s*\n\s*\n?(?:FAILED \(.*\)|OK\b.*|NO TESTS RAN)$", re.M
)
ROUTINE_2 = re.compile(rf"{ROUTINE.pattern}|^\S.* \.\.\. (?:ok|skipped\b.*|expected failure)$")
"""pytest@2 also passes over unittest's `-v` lines of tests that did not fail."""


@dataclass
class Mark:
    """A pytest landmark: a section rule, a test's header, a result line..."""

    number: int
    kind: str
    title: str = ""
    end: int = 0
    """The last line of a result that takes more than one (unittest's)."""


@dataclass
class Run:
    """What the reducer made of a pytest (or unittest) output."""

    marks: list[Mark]
    failures: list[Failure] = field(default_factory=list)
    summary: list[tuple[int, str, str, str]] = field(default_factory=list)
    """Short test summary lines: (line, status, node id, message)."""
    results: list[Mark] = field(default_factory=list)
    covered: list[Span] = field(default_factory=list)
    outcome: str = ""


class PytestReducer(BaseReducer):
    """pytest@1 reads pytest's report (and unittest's, roughly); pytest@2 reads unittest's
    and doctest's as well (see the module's docstring)."""

    name = "pytest"
    families: tuple[str, ...] = ("pytest",)
    features = {
        "unittest": 2,  # unittest's and doctest's own reports (the module's docstring)
        "dense": 3,
        "fallback": 4,
        "lean": 5,
        "clipped": 6,
        "honest": 7,
    }

    def __init__(self, version: int = 1) -> None:
        super().__init__(version)
        if self.has("unittest"):
            self.families = ("pytest", "unittest", "doctest")

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        text = terminal_text(doc)
        results = list(RESULTS.finditer(text))
        if SESSION.search(text) or (results and REPORT.search(text)):
            return PASSED_EARLIER if passed_long_before(text, results) else 0.95
        verdict = UNITTEST_VERDICT_2 if self.has("unittest") else UNITTEST_VERDICT
        verdicts = list(verdict.finditer(text))
        if verdicts:
            return PASSED_EARLIER if passed_long_before(text, verdicts) else 0.8
        if self.has("unittest") and (DOCTEST_VERDICT.search(text) or DOCTEST_REPORT.search(text)):
            return 0.8
        return 0.5 if results else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        packet = PacketBuilder(self.key, doc, info, budget, **self.packing())
        v2 = self.has("unittest")
        run = read_run(doc, v2=v2)
        found = cite_results(packet, run)
        groups = group_failures(run.failures)
        cite_groups(packet, groups)
        cite_summary(packet, run)
        found |= cite_crash(packet, doc, run)
        pytest_fields(packet, doc, run, v2=v2)
        found = found or bool(groups)
        return finish(
            packet,
            doc,
            info,
            found=found,
            covered=run.covered,
            routine=ROUTINE_2 if v2 else ROUTINE,
            generic_summary=not v2,
        )

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        return suite_progress(fields)


def read_run(doc: Document, *, v2: bool = False) -> Run:
    """The landmarks, failures, summary and results; `v2` reads unittest and doctest too."""
    pattern = LANDMARKS_2 if v2 else PYTEST_LANDMARKS
    marks = [
        mark
        for n, text in last_landmarks(doc, pattern)
        if (mark := classify(doc, n, text, v2=v2)) is not None
    ]
    run = Run(marks, results=[m for m in marks if m.kind in ("result", "interrupted")])
    run.covered = read_sections(marks)
    section = ""
    for index, mark in enumerate(marks):
        later = (m.number for m in marks[index + 1 :] if m.kind != "captured")
        end = next(later, doc.line_count + 1)
        section = mark.title if mark.kind in ("section", "result") else section
        if mark.kind == "block" and section in ("FAILURES", "ERRORS"):
            run.failures.append(read_block(doc, mark, end, marks[index + 1 :], v2=v2))
        elif mark.kind == "unittest":
            reader = read_unittest_block if v2 else read_unittest
            run.failures.append(reader(doc, mark, end))
        elif mark.kind == "doctest":
            run.failures.append(read_doctest(doc, mark, end))
        elif mark.kind == "doctest summary":
            run.summary += read_doctest_summary(doc, mark.number + 1, end)
        elif mark.kind == "section" and mark.title == "short test summary info":
            run.summary += read_summary(doc, mark.number + 1, end)
        elif mark.kind == "section" and mark.title == "FAILURES" and end > mark.number + 1:
            run.failures += read_line_failures(doc, mark.number + 1, end)  # --tb=line
    if v2:
        place_failures(doc, run)
    run.outcome = outcome(doc, run)
    return run


def read_sections(marks: list[Mark]) -> list[Span]:
    """The spans of the sections read whole (READ_SECTIONS), each up to the next rule; one
    that the output ends in is left to the generic evidence."""
    rules = [m for m in marks if m.kind in ("section", "result", "interrupted")]
    return [
        (mark.number, after.number - 1)
        for mark, after in pairwise(rules)
        if mark.kind == "section" and mark.title in READ_SECTIONS
    ]


def classify(doc: Document, number: int, text: str, *, v2: bool = False) -> Mark | None:
    """What a landmark line is, or None when it is none of pytest's (or unittest's, or with
    `v2` doctest's)."""
    found = RESULT_LINE.match(text)
    if found and (found.group("rule") or TIMED.search(text)):
        return Mark(number, "result", found.group("counts"))
    for kind, pattern in (("block", BLOCK), ("section", SECTION), ("interrupted", BANG)):
        found = pattern.match(text)
        if found:
            return Mark(number, kind, found.group("title"))
    if CAPTURED.match(text):
        return Mark(number, "captured")
    if text.startswith("INTERNALERROR>"):
        return Mark(number, "internal")
    return _unittest_mark(doc, number, text, v2) or (
        _doctest_mark(doc, number, text) if v2 else None
    )


def _unittest_mark(doc: Document, number: int, text: str, v2: bool = False) -> Mark | None:
    """unittest's `FAIL: test (module.Class.test)` under a rule of `=`, or its result:
    `Ran 49 tests in 1.2s` and, a line or two below, `FAILED (failures=2)` (with `v2`, also
    `NO TESTS RAN`)."""
    if re.fullmatch(r"={20,}", text) and number < doc.line_count:
        found = UNITTEST.match(doc.clean_line(number + 1).rstrip())
        return Mark(number + 1, "unittest", found.group("name")) if found else None
    if text.startswith("Ran ") and UNITTEST_SNIFF.match(text):
        verdicts = UNITTEST_RESULT_2 if v2 else UNITTEST_RESULT
        for verdict in range(number + 1, min(doc.line_count, number + 3) + 1):
            found = verdicts.match(doc.clean_line(verdict).strip())
            if found:
                return Mark(number, "result", f"{text}; {found.group()}", verdict)
    return None


def read_block(
    doc: Document, mark: Mark, end: int, after: list[Mark], *, v2: bool = False
) -> Failure:
    """A FAILURES/ERRORS block: its last `E` lines, location, doctest lines, captured errors
    (with `v2`, a doctest's unexpected exception as its traceback ends it)."""
    captured = [m.number for m in after if m.kind == "captured" and m.number < end]
    stop = captured[0] if captured else end
    failure = Failure(
        mark.title, mark.number, "error" if mark.title.startswith("ERROR ") else "failed"
    )
    numbers = range(max(mark.number + 1, stop - BLOCK_LINES), stop)
    lines = [(n, doc.clean_line(n).rstrip()) for n in numbers]
    runs = _e_runs(failure, lines)
    _doctest(failure, lines)
    _location(failure, lines, runs[-1][0] if runs else 0)
    if failure.main is None and lines:  # --tb=native: a Python traceback
        read_traceback(failure, find_traces(doc, lines[0][0], lines[-1][0]))
    elif v2 and failure.main and failure.text.startswith("UNEXPECTED EXCEPTION:"):
        _unexpected_exception(doc, failure, lines)
    elif v2 and failure.main:
        _pytest_doctest(failure, lines)
    if captured:
        _captured_errors(doc, failure, captured[0], end)
    return failure


def _e_runs(failure: Failure, lines: list[tuple[int, str]]) -> list[list[int]]:
    """The runs of `E` lines: the last is the exception raised; a different first one (a
    chained exception's cause) is context."""
    runs: list[list[int]] = []
    for number, text in lines:
        if E_LINE.match(text):
            if runs and runs[-1][-1] == number - 1:
                runs[-1].append(number)
            else:
                runs.append([number])
    if runs:
        texts, last = dict(lines), runs[-1]
        failure.main = (last[0], min(last[-1], last[0] + 5))
        failure.text = texts[last[0]][1:].strip()
        typed = E_TYPE.match(texts[last[0]])
        failure.error_type = typed.group("type") if typed else ""
        if texts[runs[0][0]] != texts[last[0]]:
            failure.context.append((runs[0][0], min(runs[0][-1], runs[0][0] + 2)))
    return runs


def _doctest(failure: Failure, lines: list[tuple[int, str]]) -> None:
    """A doctest's failing example with `Expected:` and `Got:`, or its unexpected exception."""
    numbers = {text: n for n, text in lines if text in ("Expected:", "Got:")}
    unexpected = next((n for n, t in lines if t.startswith("UNEXPECTED EXCEPTION:")), 0)
    if "Expected:" in numbers and "Got:" in numbers:
        start, got = numbers["Expected:"], numbers["Got:"]
        end = next((n - 1 for n, t in lines if n > got and not t.strip()), got + 2)
        failure.main = (start - 1, min(end, got + 3))
        failure.text = " ".join(t.strip() for n, t in lines if start < n <= end and n != got)
    elif unexpected:
        failure.main = (unexpected, unexpected)
        failure.text = dict(lines)[unexpected]


def _location(failure: Failure, lines: list[tuple[int, str]], first_e: int) -> None:
    """The line naming where the exception was raised: `path:12: ExcType`, else (the short
    traceback style) the last `path:12: in f` before the `E` lines."""
    found = [(n, m.group("what") or "") for n, t in lines if (m := LOCATION.match(t))]
    typed = [(n, what) for n, what in found if EXCEPTION_NAME.match(what)]
    if typed:
        failure.where, failure.error_type = typed[-1]
        failure.text = failure.text or failure.error_type
    else:
        before = [n for n, _ in found if not first_e or n < first_e]
        failure.where = before[-1] if before else 0


def _captured_errors(doc: Document, failure: Failure, start: int, end: int) -> None:
    """The first two distinct lines of the captured output that read like errors."""
    seen: set[str] = set()
    for number in range(start + 1, min(end, start + 1 + CAPTURED_LINES)):
        text = doc.clean_line(number).strip()
        if text not in seen and ERRORISH.search(text) and not CAPTURED.match(text):
            seen.add(text)
            failure.context.append((number, number))
            if len(seen) == 2:
                return


def read_line_failures(doc: Document, start: int, end: int) -> list[Failure]:
    """`--tb=line`: a FAILURES section of `path:12: message` lines, each under the `E`
    lines of its exception. Nothing when the section starts with a test's header."""
    lines = [(n, doc.clean_line(n).rstrip()) for n in range(start, min(end, start + SUMMARY_LINES))]
    failures: list[Failure] = []
    first_e = 0
    for number, text in lines:
        found = LOCATION.match(text)
        if E_LINE.match(text):
            first_e = first_e or number
        elif found and found["what"]:
            name = f"{found['path']}:{found['line']}"
            main = (first_e, min(number - 1, first_e + 5)) if first_e else (number, number)
            failures.append(Failure(name, 0, main=main, where=number, text=found["what"]))
            first_e = 0
    return failures


def read_unittest(doc: Document, mark: Mark, end: int) -> Failure:
    """A unittest `FAIL: test (module.Class.test)` block: its traceback's exception."""
    status = doc.clean_line(mark.number).split(":", 1)[0]
    failure = Failure(mark.title, mark.number, "failed" if status == "FAIL" else "error")
    read_traceback(failure, find_traces(doc, mark.number + 1, end - 1))
    return failure


def read_traceback(failure: Failure, traces: list[Trace]) -> None:
    """The failure's exception from the last traceback in its block, and the innermost
    frame of the test's own code (else the innermost of all)."""
    if not traces:
        return
    trace = traces[-1]
    if trace.first:
        failure.main = (trace.first, min(trace.last, trace.first + 3))
        failure.text, failure.error_type = trace.exception, trace.kind
    frame = own_frame(trace) or (trace.inward[0] if trace.frames else None)
    failure.where = frame.number if frame else 0


def read_summary(doc: Document, start: int, end: int) -> list[tuple[int, str, str, str]]:
    found = []
    for number in range(start, min(end, start + SUMMARY_LINES)):
        line = SUMMARY.match(doc.clean_line(number).rstrip())
        if line:
            found.append((number, line["status"], line["node"], line["message"] or ""))
    return found


def cite_results(packet: PacketBuilder, run: Run) -> bool:
    """Each result line that reports failures, and the last one anyway."""
    last = run.results[-1] if run.results else None
    for mark in run.results:
        if failing(mark) or mark is last:
            packet.cite(mark.number, mark.end or None, "result", RESULT - (mark is not last) * 5)
    return bool(run.results)


def failing(mark: Mark) -> bool:
    return mark.kind == "interrupted" or bool(counts(mark.title).keys() & {"failed", "errors"})


def cite_summary(packet: PacketBuilder, run: Run) -> None:
    """The first short-summary line of each way of failing (the node ids are in the fields)."""
    first: dict[str, int] = {}
    for number, status, _node, message in run.summary:
        first.setdefault(status + NUMBERS.sub("#", message[:300]), number)
    for rank, number in enumerate(first.values()):
        packet.cite(number, None, "summary", max(LISTED_FLOOR, LISTED - STEP * rank))


def cite_crash(packet: PacketBuilder, doc: Document, run: Run) -> bool:
    """INTERNALERROR lines; and when the output ends before a result line, the tracebacks
    and faulthandler dumps after the last session started."""
    internal = [m.number for m in run.marks if m.kind == "internal"]
    if internal:
        packet.cite(internal[0], None, "internal error", RESULT - 10)
        packet.cite(internal[-1], None, "internal error", RESULT - 9)
    if run.outcome not in ("crashed", "incomplete"):
        return bool(internal)
    start = max(run.results[-1].number + 1 if run.results else 1, last_session(run))
    traces = find_traces(doc, start)
    cite_chains(packet, traces, base=RESULT - 10, floor=HEADER_FLOOR)
    return bool(internal or traces)


def last_session(run: Run) -> int:
    sessions = [m.number for m in run.marks if m.title == "test session starts"]
    return sessions[-1] if sessions else 1


def outcome(doc: Document, run: Run) -> str:
    """failed, passed, interrupted, or (no result line after the last session's start)
    crashed, incomplete; unknown without any of pytest's landmarks."""
    session = last_session(run)
    last = run.results[-1] if run.results else None
    if last is None or last.number < session:
        if find_traces(doc, session)[-1:]:
            return "crashed"
        return "incomplete" if session > 1 or run.failures else "unknown"
    stops = [m.title for m in run.results if m.kind == "interrupted" and m.number > session]
    if any(not title.startswith("stopping after") for title in stops):  # -x is no interruption
        return "interrupted"
    return "failed" if failing(last) or run.failures else "passed"


def counts(text: str) -> dict[str, int]:
    """Outcome counts of a pytest result line, or of unittest's `Ran N tests; FAILED (...)`."""
    found = COUNT.findall(text)
    if text.startswith("Ran "):
        found = [(n, word) for word, n in UNITTEST_COUNT.findall(text)]
    total: dict[str, int] = {}
    for number, word in found:
        name = COUNT_NAMES.get(word, word)
        total[name] = total.get(name, 0) + int(number)
    return total


def pytest_fields(packet: PacketBuilder, doc: Document, run: Run, *, v2: bool = False) -> None:
    packet.set("outcome", run.outcome)
    if run.outcome in ("crashed", "incomplete"):
        say(packet, "the output ends before pytest's result line: cut short or crashed")
    shown = ([m for m in run.results if failing(m)] or run.results)[-1:]
    for name, count in counts(shown[0].title if shown else "").items():
        packet.set(name, count)
    failed, errors = failing_names(doc, run)
    if v2:  # what the summary leaves of the names' share
        room = names_room(packet.budget, NAMES_OFFSET_2) - size(packet.summary)
        share_names(packet, {"failed_tests": failed, "error_tests": errors}, room)
    else:
        room = names_room(packet.budget)
        room -= set_names(packet, "failed_tests", failed, room)
        set_names(packet, "error_tests", errors, room)
    types = [f.error_type for f in run.failures if f.error_type]
    packet.set("error_types", list(dict.fromkeys(types))[:6])


def failing_names(doc: Document, run: Run) -> tuple[list[str], list[str]]:
    """Failing node ids from the short summary, else from verbose progress lines, else the
    failure blocks' titles."""
    listed = [(status, node) for _, status, node, _ in run.summary]
    listed = listed or verbose_failures(doc)
    if not listed:
        listed = [("ERROR" if f.kind == "error" else "FAILED", f.name) for f in run.failures]
    return [n for s, n in listed if s == "FAILED"], [n for s, n in listed if s == "ERROR"]


def verbose_failures(doc: Document) -> list[tuple[str, str]]:
    """(status, node id) from `-v` progress lines, plain or xdist's."""
    found = []
    for number in landmarks(doc, VERBOSE):
        line = PROGRESS.match(doc.clean_line(number).rstrip())
        if line:
            found.append((line["status"] or line["status2"], line["node"] or line["node2"]))
    return found


# unittest and doctest (pytest@2) -------------------------------------------------------

UNITTEST_TITLE = re.compile(r"^(?P<method>[^\s(]+) \((?P<where>[\w.]+)\)(?P<rest>.*)$")
FIXTURES = ("setUpClass", "tearDownClass", "setUpModule", "tearDownModule")
LOADER = "unittest.loader._FailedTest"
"""What unittest names a test module that failed to import (or a name that is not there)."""
RULE = re.compile(r"-{20,}")
CAPTURE = re.compile(r"^(?:Stdout|Stderr):$")
"""Output that `-b` buffered, printed after the traceback."""
DIFF_CHANGE = re.compile(r"^[-+] ")
DIFF_CONTEXT = re.compile(r"^(?:  |\? )")
"""An ndiff's lines that both sides have, and its `?` markers."""
UNITTEST_DIFF_LINES = 4
DOCTEST_RULE = re.compile(r"\*{20,}")
DOCTEST_FILE = re.compile(r'^File "(?P<file>[^"]+)", line (?P<line>\d+|\?), in (?P<name>\S+)$')
DOCTEST_SUMMARY = re.compile(r"^\d+ items? had failures:$")
DOCTEST_ITEM = re.compile(r"^\s+\d+ of\s+\d+ in (?P<name>\S+)$")
DOCTEST_FAILED = re.compile(r"^\*\*\*Test Failed\*\*\* (?P<failed>\d+) failures?\.$")
DOCTEST_TALLY = re.compile(r"^(?P<passed>\d+) passed and (?P<failed>\d+) failed\.$")
DOCTEST_VERDICT = re.compile(r"^\*\*\*Test Failed\*\*\* \d+ failures?\.$", re.M)
DOCTEST_REPORT = re.compile(r'^File "[^"]+", line (?:\d+|\?), in \S+\nFailed example:$', re.M)
DOCTEST_KEYS = (
    "Failed example:",
    "Expected:",
    "Expected nothing",
    "Got:",
    "Got nothing",
    "Exception raised:",
)
DIFFERENCES = "Differences ("
"""`Differences (ndiff with -expected +actual):`, when an option asks for a diff."""
DOCTEST_SOURCE = re.compile(r"^\d{3,} >>> ")
"""pytest's listing of a doctest: the failed example is the last numbered line."""
VALUE_LINES = 3
"""Lines of an Expected or Got value cited."""
EXAMPLE_LINES = 500
"""Lines read of a doctest report (`-v` prints the examples that passed after it)."""


def unittest_id(title: str) -> str:
    """Python 3.11's `test_x (pkg.mod.Class.test_x)` as `pkg.mod.Class.test_x` (what unittest
    runs again; a subtest keeps its params), a module that failed to import as its name;
    others (a class or module fixture, Python < 3.11's `test_x (pkg.mod.Class)`) as printed,
    so that a name is always text of the output."""
    found = UNITTEST_TITLE.match(title)
    if found is None or found["method"] in FIXTURES:
        return title
    method, where = found["method"], found["where"]
    if where == LOADER or where.startswith(LOADER + "."):
        return method
    return where + found["rest"] if where.endswith("." + method) else title


def read_unittest_block(doc: Document, mark: Mark, end: int) -> Failure:
    """A unittest `FAIL:`/`ERROR:` block: its traceback's exception and the changed lines of
    an assertion's diff, where it was raised and the test's own frame, the loader's or the
    docstring's line before the traceback; or the doctest report of a DocTestSuite."""
    status = doc.clean_line(mark.number).split(":", 1)[0]
    kind = "error" if status == "ERROR" else "failed"
    failure = Failure(unittest_id(mark.title), mark.number, kind)
    lines = _block_lines(doc, mark.number + 1, end)
    failure.end = lines[-1][0] if lines else mark.number
    if status == "UNEXPECTED SUCCESS":
        failure.text = "unexpected success"
    elif any(text == "Failed example:" for _, text in lines):  # a DocTestSuite's
        read_example(doc, failure, lines)
        named = DOCTEST_FILE.match(doc.clean_line(failure.where)) if failure.where else None
        failure.name = named["name"] if named else failure.name
    else:
        captured = [n for n, text in lines if CAPTURE.match(text)]
        traces = find_traces(doc, mark.number + 1, (captured or [failure.end + 1])[0] - 1)
        read_traceback(failure, traces)
        if traces:
            _assertion_diff(failure, traces[-1], lines)
            _test_frame(failure, traces[-1])
        _preamble(failure, lines)
    return failure


def _block_lines(doc: Document, start: int, end: int) -> list[tuple[int, str]]:
    """A block's lines, clean, less the blank lines and the rule (before `Ran`) it ends in."""
    lines = clean_lines(doc, start, min(end, start + BLOCK_LINES))
    while lines and (not lines[-1][1].strip() or RULE.fullmatch(lines[-1][1])):
        lines.pop()
    return lines


def clean_lines(doc: Document, start: int, end: int) -> list[tuple[int, str]]:
    """Lines `start` to `end` (exclusive), clean and right-stripped, decoded in one piece."""
    end = min(end, doc.line_count + 1)
    if start >= end:
        return []
    stop = doc.raw_offset(end) - 1 if end <= doc.line_count else doc.size
    text = bytes(doc.data[doc.raw_offset(start) : stop]).decode("utf-8", "replace")
    lines = text.split("\n")[: end - start]
    return [(n, clean(line).rstrip()) for n, line in enumerate(lines, start)]


def _assertion_diff(failure: Failure, trace: Trace, lines: list[tuple[int, str]]) -> None:
    """The changed lines (`- `, `+ `) of the diff that an assertEqual prints below its
    message, but those that its first line shows whole; the message is then its lines
    before the diff."""
    texts = dict(lines)
    said = texts.get(trace.first, "")
    changed = [(n, text) for n, text in lines if n > trace.first > 0 and DIFF_CHANGE.match(text)]
    if changed and failure.main:
        start = changed[0][0]
        while start - 1 > trace.first and DIFF_CONTEXT.match(texts.get(start - 1, "")):
            start -= 1
        failure.main = (trace.first, max(trace.first, min(failure.main[1], start - 1)))
        shown = [n for n, text in changed if not _said(text[2:].strip(), said)]
        failure.expected = [(n, n) for n in shown[:UNITTEST_DIFF_LINES]]


def _said(value: str, message: str) -> bool:
    """Whether the message shows this value whole: a repr of its own (`'Mon 00:00'`, a
    list, a dict), not a line inside a multi-line string's repr."""
    whole = value[:1] in "[{(" or any(f"{q}{value}{q}" in message for q in "'\"")
    return whole and value in message


def _test_frame(failure: Failure, trace: Trace) -> None:
    """The outermost frame of one's own code (the test's), when the exception was raised
    deeper: the test's line that failed."""
    own = [frame for frame in trace.frames if not LIBRARY.search(frame.file)]
    if not trace.dump and own and own[0].number != failure.where:
        failure.context.append((own[0].number, own[0].number))


def _preamble(failure: Failure, lines: list[tuple[int, str]]) -> None:
    """What unittest prints between the header and the traceback: a test's docstring line
    above the rule; the loader's `ImportError: Failed to import test module: x` below it."""
    rule = next((i for i, (_, text) in enumerate(lines) if RULE.fullmatch(text)), None)
    if rule is None:
        return
    said = [n for n, text in lines[:rule] if text.strip()][:1]
    if rule + 1 < len(lines):
        number, text = lines[rule + 1]
        main = failure.main[0] if failure.main else 0
        if text.strip() and not text.startswith("Traceback ") and number != main:
            said.append(number)
    failure.context[:0] = [(n, n) for n in said]


def read_doctest(doc: Document, mark: Mark, end: int) -> Failure:
    """A doctest failure under its rule of `*`, named by its item (`module.function`)."""
    failure = Failure(mark.title, mark.number, where=mark.number, end=mark.number)
    read_example(doc, failure, clean_lines(doc, mark.number, min(end, mark.number + EXAMPLE_LINES)))
    return failure


def read_example(doc: Document, failure: Failure, lines: list[tuple[int, str]]) -> None:
    """The first failed example of a doctest report: its `File "x.py", line 12, in name`
    line (the location), the example with its `Expected:` and `Got:` values, or the
    exception it raised, or the diff that an option asked for."""
    index = next((i for i, (_, text) in enumerate(lines) if text == "Failed example:"), None)
    if index is None:
        return
    if index and DOCTEST_FILE.match(lines[index - 1][1]):
        failure.where = lines[index - 1][0]
    report = _example_lines(lines[index:])
    failure.end = max(failure.end, report[-1][0])
    keys = {
        ("Differences" if text.startswith(DIFFERENCES) else text): n
        for n, text in report
        if text[:1].strip()
    }
    source = report[1][0] if len(report) > 1 else report[0][0]
    expected = keys.get("Expected:") or keys.get("Expected nothing")
    got = keys.get("Got:") or keys.get("Got nothing")
    if expected and got:
        _expected_and_got(failure, report, source, expected, got)
        failure.text = " ".join(text.strip() for n, text in report if expected <= n)
    elif "Exception raised:" in keys:
        _raised(doc, failure, keys["Exception raised:"], report[-1][0])
        failure.context.insert(0, (source, source))
    elif "Differences" in keys:
        diff = keys["Differences"]
        changed = [n for n, text in report if n > diff and text.startswith(("    -", "    +"))]
        failure.main = (diff, diff)
        failure.details = [(n, n) for n in changed[: 2 * VALUE_LINES]]
        failure.expected.append((source, source))
        failure.text = " ".join(text.strip() for n, text in report if n in changed)


def _expected_and_got(
    failure: Failure, report: list[tuple[int, str]], source: int, expected: int, got: int
) -> None:
    """`Got:` and its value as the error; below it, the example with `Expected:` and its
    value. Of long values, the lines that the other one does not have."""
    texts = dict(report)
    wanted, gotten = list(range(expected + 1, got)), list(range(got + 1, report[-1][0] + 1))
    start = source if expected - source <= VALUE_LINES else expected
    if len(wanted) <= VALUE_LINES and len(gotten) <= VALUE_LINES:
        failure.main = (got, gotten[-1] if gotten else got)
        failure.expected.append((start, got - 1))
        return
    failure.main = (got, got)
    failure.details += [(n, n) for n in _differing(gotten, wanted, texts)]
    failure.expected.append((start, expected))
    failure.expected += [(n, n) for n in _differing(wanted, gotten, texts)]


def _differing(lines: list[int], others: list[int], texts: dict[int, str]) -> list[int]:
    """The first VALUE_LINES of `lines` whose text none of `others` has (else the first)."""
    seen = {texts[n] for n in others}
    return ([n for n in lines if texts[n] not in seen] or lines)[:VALUE_LINES]


def _pytest_doctest(failure: Failure, lines: list[tuple[int, str]]) -> None:
    """pytest's doctest block (`026 >>> example`, `Expected:`, `Got:`) read as doctest's."""
    keys = {text: n for n, text in lines if text in ("Expected:", "Got:")}
    if "Expected:" not in keys or "Got:" not in keys:
        return
    expected, got = keys["Expected:"], keys["Got:"]
    end = next((n - 1 for n, text in lines if n > got and not text.strip()), lines[-1][0])
    report = [(n, text) for n, text in lines if expected - 1 <= n <= end]
    _expected_and_got(failure, report, expected - 1, expected, got)


def _example_lines(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A failed example's report: its keywords and their indented lines, up to what `-v`
    prints next (`Trying:`), the next report or the summary."""
    report = lines[:1]
    for number, text in lines[1:]:
        keyword = text in DOCTEST_KEYS or text.startswith(DIFFERENCES)
        if text[:1].strip() and not keyword:
            break
        report.append((number, text))
    while len(report) > 1 and not report[-1][1].strip():
        report.pop()
    return report


def _raised(doc: Document, failure: Failure, start: int, end: int) -> None:
    """An example's unexpected exception: its last line, and its innermost own frame."""
    traces = find_traces(doc, start + 1, end)
    trace = traces[-1] if traces else None
    if trace is None or not trace.first:
        failure.main = (start, min(end, start + 1))
        return
    failure.main = (trace.first, trace.first)
    failure.text, failure.error_type = trace.exception, trace.kind
    own = own_frame(trace)
    if own is not None:
        failure.context.append((own.number, own.number))


def _unexpected_exception(doc: Document, failure: Failure, lines: list[tuple[int, str]]) -> None:
    """pytest's `UNEXPECTED EXCEPTION: ValueError(...)` of a doctest: the exception as Python
    prints it (the traceback's last line), with the example and pytest's line as context."""
    unexpected = failure.main[0] if failure.main else 0
    traces = find_traces(doc, unexpected + 1, lines[-1][0])
    trace = traces[-1] if traces else None
    if trace is None or not trace.first:
        return
    failure.main = (trace.first, trace.first)
    failure.text, failure.error_type = trace.exception, trace.kind
    example = [unexpected - 1] if DOCTEST_SOURCE.match(doc.clean_line(unexpected - 1)) else []
    failure.context[:0] = [(n, n) for n in [*example, unexpected]]


def read_doctest_summary(doc: Document, start: int, end: int) -> list[tuple[int, str, str, str]]:
    """The items of doctest's `3 items had failures:` (`   1 of   2 in shop.slug`), as
    short-summary lines."""
    found = []
    for number in range(start, min(end, start + SUMMARY_LINES)):
        item = DOCTEST_ITEM.match(doc.clean_line(number).rstrip())
        if item is None:
            break
        found.append((number, "FAILED", item["name"], ""))
    return found


def _doctest_mark(doc: Document, number: int, text: str) -> Mark | None:
    """doctest's report under a rule of `*`: a failure (`File "x.py", line 12, in name`) or
    the list of items that had failures; or its verdict, `***Test Failed*** 3 failures.`
    (`-v`: `Test passed.`), from the tally above it when `-v` printed one."""
    if DOCTEST_RULE.fullmatch(text) and number < doc.line_count:
        after = doc.clean_line(number + 1).rstrip()
        found = DOCTEST_FILE.match(after)
        if found:
            return Mark(number + 1, "doctest", found["name"])
        return Mark(number + 1, "doctest summary") if DOCTEST_SUMMARY.match(after) else None
    failed = DOCTEST_FAILED.match(text)
    if failed is None and text != "Test passed.":
        return None
    above = max(1, number - 1)
    tally = DOCTEST_TALLY.match(doc.clean_line(above).strip()) if number > 1 else None
    title = [f"{tally['passed']} passed"] if tally else []
    title += [f"{failed['failed']} failed"] if failed else []
    return Mark(above if tally else number, "result", ", ".join(title), number)


def place_failures(doc: Document, run: Run) -> None:
    """Each failure's place (its location line: failures group by it), and the reports of
    unittest and doctest that were read whole, with the rules above them (the generic
    evidence skips them)."""
    for failure in run.failures:
        failure.place = doc.clean_line(failure.where).strip() if failure.where else ""
        if failure.end:
            run.covered.append(((failure.header or failure.where) - 1, failure.end))
    for mark in run.results:
        if mark.end:  # unittest's `Ran N tests` (under a rule), doctest's tally and verdict
            run.covered.append((mark.number - 1, mark.end))
    listed = {number for number, *_ in run.summary}
    for mark in run.marks:
        if mark.kind == "doctest summary":
            end = mark.number
            while end + 1 in listed:
                end += 1
            run.covered.append((mark.number, end))


PYTEST = PytestReducer()
PYTEST2 = PytestReducer(version=2)
PYTEST3 = PytestReducer(version=3)
PYTEST4 = PytestReducer(version=4)
PYTEST5 = PytestReducer(version=5)
PYTEST6 = PytestReducer(version=6)
PYTEST7 = PytestReducer(version=7)
REDUCERS = [PYTEST, PYTEST2, PYTEST3, PYTEST4, PYTEST5, PYTEST6, PYTEST7]
